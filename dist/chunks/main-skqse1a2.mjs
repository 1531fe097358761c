import {
  formats
} from "./main-83kepfke.mjs";

// lib/schema/generated/eureka.js
var validate6 = validate20;
var schema31 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "gstack-kit/eureka.schema.json", type: "object", required: ["ts", "skill", "branch", "insight"], properties: { ts: { type: "string", format: "date-time" }, skill: { type: "string", pattern: "^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$", "x-allowed": "1-64 characters of [a-zA-Z0-9_.:-], starting with a letter or digit" }, branch: { type: "string", maxLength: 256, pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "x-allowed": "no control characters or newlines" }, insight: { type: "string", minLength: 1, maxLength: 2000, pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "x-allowed": "no control characters or newlines" }, project: { type: "string", pattern: "^[a-zA-Z0-9._-]{1,200}$", not: { pattern: "^\\.+$" }, "x-allowed": "a project slug ([a-zA-Z0-9._-], not only dots)" } }, additionalProperties: false };
var formats0 = formats["date-time"];
var pattern4 = new RegExp("^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$", "u");
var pattern5 = new RegExp("^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "u");
var pattern7 = new RegExp("^\\.+$", "u");
var pattern8 = new RegExp("^[a-zA-Z0-9._-]{1,200}$", "u");
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
      if (data.ts === undefined && (missing0 = "ts") || data.skill === undefined && (missing0 = "skill") || data.branch === undefined && (missing0 = "branch") || data.insight === undefined && (missing0 = "insight")) {
        validate20.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, schema: schema31.required, parentSchema: schema31, data }];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === "ts" || key0 === "skill" || key0 === "branch" || key0 === "insight" || key0 === "project")) {
            validate20.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, schema: false, parentSchema: schema31, data }];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.ts !== undefined) {
            let data0 = data.ts;
            const _errs2 = errors;
            if (errors === _errs2) {
              if (errors === _errs2) {
                if (typeof data0 === "string") {
                  if (!formats0.validate(data0)) {
                    validate20.errors = [{ instancePath: instancePath + "/ts", schemaPath: "#/properties/ts/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema31.properties.ts, data: data0 }];
                    return false;
                  }
                } else {
                  validate20.errors = [{ instancePath: instancePath + "/ts", schemaPath: "#/properties/ts/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.ts.type, parentSchema: schema31.properties.ts, data: data0 }];
                  return false;
                }
              }
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.skill !== undefined) {
              let data1 = data.skill;
              const _errs4 = errors;
              if (errors === _errs4) {
                if (typeof data1 === "string") {
                  if (!pattern4.test(data1)) {
                    validate20.errors = [{ instancePath: instancePath + "/skill", schemaPath: "#/properties/skill/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$" }, schema: "^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$", parentSchema: schema31.properties.skill, data: data1 }];
                    return false;
                  }
                } else {
                  validate20.errors = [{ instancePath: instancePath + "/skill", schemaPath: "#/properties/skill/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.skill.type, parentSchema: schema31.properties.skill, data: data1 }];
                  return false;
                }
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.branch !== undefined) {
                let data2 = data.branch;
                const _errs7 = errors;
                if (errors === _errs7) {
                  if (typeof data2 === "string") {
                    if (data2.length > 256) {
                      validate20.errors = [{ instancePath: instancePath + "/branch", schemaPath: "#/properties/branch/maxLength", keyword: "maxLength", params: { limit: 256 }, schema: 256, parentSchema: schema31.properties.branch, data: data2 }];
                      return false;
                    } else {
                      if (!pattern5.test(data2)) {
                        validate20.errors = [{ instancePath: instancePath + "/branch", schemaPath: "#/properties/branch/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$" }, schema: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", parentSchema: schema31.properties.branch, data: data2 }];
                        return false;
                      }
                    }
                  } else {
                    validate20.errors = [{ instancePath: instancePath + "/branch", schemaPath: "#/properties/branch/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.branch.type, parentSchema: schema31.properties.branch, data: data2 }];
                    return false;
                  }
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.insight !== undefined) {
                  let data3 = data.insight;
                  const _errs10 = errors;
                  if (errors === _errs10) {
                    if (typeof data3 === "string") {
                      if (data3.length > 2000) {
                        validate20.errors = [{ instancePath: instancePath + "/insight", schemaPath: "#/properties/insight/maxLength", keyword: "maxLength", params: { limit: 2000 }, schema: 2000, parentSchema: schema31.properties.insight, data: data3 }];
                        return false;
                      } else {
                        if (data3.length < 1) {
                          validate20.errors = [{ instancePath: instancePath + "/insight", schemaPath: "#/properties/insight/minLength", keyword: "minLength", params: { limit: 1 }, schema: 1, parentSchema: schema31.properties.insight, data: data3 }];
                          return false;
                        } else {
                          if (!pattern5.test(data3)) {
                            validate20.errors = [{ instancePath: instancePath + "/insight", schemaPath: "#/properties/insight/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$" }, schema: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", parentSchema: schema31.properties.insight, data: data3 }];
                            return false;
                          }
                        }
                      }
                    } else {
                      validate20.errors = [{ instancePath: instancePath + "/insight", schemaPath: "#/properties/insight/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.insight.type, parentSchema: schema31.properties.insight, data: data3 }];
                      return false;
                    }
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.project !== undefined) {
                    let data4 = data.project;
                    const _errs13 = errors;
                    const _errs15 = errors;
                    const _errs16 = errors;
                    if (typeof data4 === "string") {
                      if (!pattern7.test(data4)) {
                        const err0 = {};
                        if (vErrors === null) {
                          vErrors = [err0];
                        } else {
                          vErrors.push(err0);
                        }
                        errors++;
                      }
                    }
                    var valid1 = _errs16 === errors;
                    if (valid1) {
                      validate20.errors = [{ instancePath: instancePath + "/project", schemaPath: "#/properties/project/not", keyword: "not", params: {}, schema: schema31.properties.project.not, parentSchema: schema31.properties.project, data: data4 }];
                      return false;
                    } else {
                      errors = _errs15;
                      if (vErrors !== null) {
                        if (_errs15) {
                          vErrors.length = _errs15;
                        } else {
                          vErrors = null;
                        }
                      }
                    }
                    if (errors === _errs13) {
                      if (typeof data4 === "string") {
                        if (!pattern8.test(data4)) {
                          validate20.errors = [{ instancePath: instancePath + "/project", schemaPath: "#/properties/project/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9._-]{1,200}$" }, schema: "^[a-zA-Z0-9._-]{1,200}$", parentSchema: schema31.properties.project, data: data4 }];
                          return false;
                        }
                      } else {
                        validate20.errors = [{ instancePath: instancePath + "/project", schemaPath: "#/properties/project/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.project.type, parentSchema: schema31.properties.project, data: data4 }];
                        return false;
                      }
                    }
                    var valid0 = _errs13 === errors;
                  } else {
                    var valid0 = true;
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
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
validate20.schema = schema31;

export { validate6 };
