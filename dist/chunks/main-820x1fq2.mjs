import {
  formats
} from "./main-83kepfke.mjs";

// lib/schema/generated/timeline-event.js
var validate4 = validate20;
var schema31 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "gstack-kit/timeline-event.schema.json", type: "object", required: ["skill", "event", "ts"], properties: { skill: { type: "string", pattern: "^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$", "x-allowed": "1-64 characters of [a-zA-Z0-9_.:-], starting with a letter or digit" }, event: { enum: ["started", "completed"] }, branch: { type: "string", maxLength: 256, pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "x-allowed": "no control characters or newlines" }, session: { type: "string", maxLength: 128, pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "x-allowed": "no control characters or newlines" }, outcome: { type: "string", pattern: "^[a-zA-Z0-9_.:-]{1,64}$", "x-allowed": "1-64 characters of [a-zA-Z0-9_.:-], e.g. success, error, abort" }, duration_s: { type: "number", minimum: 0, maximum: 1e7 }, ts: { type: "string", format: "date-time" } }, propertyNames: { pattern: "^[a-zA-Z0-9_.-]{1,64}$", "x-allowed": "[a-zA-Z0-9_.-], 1-64 characters" } };
var pattern4 = new RegExp("^[a-zA-Z0-9_.-]{1,64}$", "u");
var pattern5 = new RegExp("^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$", "u");
var pattern6 = new RegExp("^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "u");
var pattern8 = new RegExp("^[a-zA-Z0-9_.:-]{1,64}$", "u");
var formats0 = formats["date-time"];
function validate20(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.skill === undefined && (missing0 = "skill") || data.event === undefined && (missing0 = "event") || data.ts === undefined && (missing0 = "ts")) {
        validate20.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, schema: schema31.required, parentSchema: schema31, data }];
        return false;
      } else {
        for (const key0 in data) {
          const _errs1 = errors;
          if (errors === _errs1) {
            if (typeof key0 === "string") {
              if (!pattern4.test(key0)) {
                const err0 = { instancePath, schemaPath: "#/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9_.-]{1,64}$" }, schema: "^[a-zA-Z0-9_.-]{1,64}$", parentSchema: schema31.propertyNames, data: key0, propertyName: key0 };
                if (vErrors === null) {
                  vErrors = [err0];
                } else {
                  vErrors.push(err0);
                }
                errors++;
              }
            }
          }
          var valid0 = _errs1 === errors;
          if (!valid0) {
            const err1 = { instancePath, schemaPath: "#/propertyNames", keyword: "propertyNames", params: { propertyName: key0 }, schema: schema31.propertyNames, parentSchema: schema31, data };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
            validate20.errors = vErrors;
            return false;
            break;
          }
        }
        if (valid0) {
          if (data.skill !== undefined) {
            let data0 = data.skill;
            const _errs3 = errors;
            if (errors === _errs3) {
              if (typeof data0 === "string") {
                if (!pattern5.test(data0)) {
                  validate20.errors = [{ instancePath: instancePath + "/skill", schemaPath: "#/properties/skill/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$" }, schema: "^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$", parentSchema: schema31.properties.skill, data: data0 }];
                  return false;
                }
              } else {
                validate20.errors = [{ instancePath: instancePath + "/skill", schemaPath: "#/properties/skill/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.skill.type, parentSchema: schema31.properties.skill, data: data0 }];
                return false;
              }
            }
            var valid1 = _errs3 === errors;
          } else {
            var valid1 = true;
          }
          if (valid1) {
            if (data.event !== undefined) {
              let data1 = data.event;
              const _errs6 = errors;
              if (!(data1 === "started" || data1 === "completed")) {
                validate20.errors = [{ instancePath: instancePath + "/event", schemaPath: "#/properties/event/enum", keyword: "enum", params: { allowedValues: schema31.properties.event.enum }, schema: schema31.properties.event.enum, parentSchema: schema31.properties.event, data: data1 }];
                return false;
              }
              var valid1 = _errs6 === errors;
            } else {
              var valid1 = true;
            }
            if (valid1) {
              if (data.branch !== undefined) {
                let data2 = data.branch;
                const _errs7 = errors;
                if (errors === _errs7) {
                  if (typeof data2 === "string") {
                    if (data2.length > 256) {
                      validate20.errors = [{ instancePath: instancePath + "/branch", schemaPath: "#/properties/branch/maxLength", keyword: "maxLength", params: { limit: 256 }, schema: 256, parentSchema: schema31.properties.branch, data: data2 }];
                      return false;
                    } else {
                      if (!pattern6.test(data2)) {
                        validate20.errors = [{ instancePath: instancePath + "/branch", schemaPath: "#/properties/branch/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$" }, schema: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", parentSchema: schema31.properties.branch, data: data2 }];
                        return false;
                      }
                    }
                  } else {
                    validate20.errors = [{ instancePath: instancePath + "/branch", schemaPath: "#/properties/branch/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.branch.type, parentSchema: schema31.properties.branch, data: data2 }];
                    return false;
                  }
                }
                var valid1 = _errs7 === errors;
              } else {
                var valid1 = true;
              }
              if (valid1) {
                if (data.session !== undefined) {
                  let data3 = data.session;
                  const _errs10 = errors;
                  if (errors === _errs10) {
                    if (typeof data3 === "string") {
                      if (data3.length > 128) {
                        validate20.errors = [{ instancePath: instancePath + "/session", schemaPath: "#/properties/session/maxLength", keyword: "maxLength", params: { limit: 128 }, schema: 128, parentSchema: schema31.properties.session, data: data3 }];
                        return false;
                      } else {
                        if (!pattern6.test(data3)) {
                          validate20.errors = [{ instancePath: instancePath + "/session", schemaPath: "#/properties/session/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$" }, schema: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", parentSchema: schema31.properties.session, data: data3 }];
                          return false;
                        }
                      }
                    } else {
                      validate20.errors = [{ instancePath: instancePath + "/session", schemaPath: "#/properties/session/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.session.type, parentSchema: schema31.properties.session, data: data3 }];
                      return false;
                    }
                  }
                  var valid1 = _errs10 === errors;
                } else {
                  var valid1 = true;
                }
                if (valid1) {
                  if (data.outcome !== undefined) {
                    let data4 = data.outcome;
                    const _errs13 = errors;
                    if (errors === _errs13) {
                      if (typeof data4 === "string") {
                        if (!pattern8.test(data4)) {
                          validate20.errors = [{ instancePath: instancePath + "/outcome", schemaPath: "#/properties/outcome/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9_.:-]{1,64}$" }, schema: "^[a-zA-Z0-9_.:-]{1,64}$", parentSchema: schema31.properties.outcome, data: data4 }];
                          return false;
                        }
                      } else {
                        validate20.errors = [{ instancePath: instancePath + "/outcome", schemaPath: "#/properties/outcome/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.outcome.type, parentSchema: schema31.properties.outcome, data: data4 }];
                        return false;
                      }
                    }
                    var valid1 = _errs13 === errors;
                  } else {
                    var valid1 = true;
                  }
                  if (valid1) {
                    if (data.duration_s !== undefined) {
                      let data5 = data.duration_s;
                      const _errs16 = errors;
                      if (errors === _errs16) {
                        if (typeof data5 == "number" && isFinite(data5)) {
                          if (data5 > 1e7 || isNaN(data5)) {
                            validate20.errors = [{ instancePath: instancePath + "/duration_s", schemaPath: "#/properties/duration_s/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e7 }, schema: 1e7, parentSchema: schema31.properties.duration_s, data: data5 }];
                            return false;
                          } else {
                            if (data5 < 0 || isNaN(data5)) {
                              validate20.errors = [{ instancePath: instancePath + "/duration_s", schemaPath: "#/properties/duration_s/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.duration_s, data: data5 }];
                              return false;
                            }
                          }
                        } else {
                          validate20.errors = [{ instancePath: instancePath + "/duration_s", schemaPath: "#/properties/duration_s/type", keyword: "type", params: { type: "number" }, schema: schema31.properties.duration_s.type, parentSchema: schema31.properties.duration_s, data: data5 }];
                          return false;
                        }
                      }
                      var valid1 = _errs16 === errors;
                    } else {
                      var valid1 = true;
                    }
                    if (valid1) {
                      if (data.ts !== undefined) {
                        let data6 = data.ts;
                        const _errs18 = errors;
                        if (errors === _errs18) {
                          if (errors === _errs18) {
                            if (typeof data6 === "string") {
                              if (!formats0.validate(data6)) {
                                validate20.errors = [{ instancePath: instancePath + "/ts", schemaPath: "#/properties/ts/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema31.properties.ts, data: data6 }];
                                return false;
                              }
                            } else {
                              validate20.errors = [{ instancePath: instancePath + "/ts", schemaPath: "#/properties/ts/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.ts.type, parentSchema: schema31.properties.ts, data: data6 }];
                              return false;
                            }
                          }
                        }
                        var valid1 = _errs18 === errors;
                      } else {
                        var valid1 = true;
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else {
      validate20.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, schema: schema31.type, parentSchema: schema31, data }];
      return false;
    }
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: { skill: true, event: true, branch: true, session: true, outcome: true, duration_s: true, ts: true }, dynamicProps: false, dynamicItems: false };
validate20.schema = schema31;

export { validate4 };
