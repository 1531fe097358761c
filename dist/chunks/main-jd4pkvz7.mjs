import {
  formats
} from "./main-83kepfke.mjs";

// lib/schema/generated/security-attempt.js
var validate7 = validate20;
var schema31 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "gstack-kit/security-attempt.schema.json", type: "object", required: ["ts", "payload_hash", "verdict"], properties: { ts: { type: "string", format: "date-time" }, payload_hash: { type: "string", pattern: "^sha256:[0-9a-f]{64}$" }, verdict: { enum: ["block", "warn", "log"] }, url_domain: { type: "string", pattern: "^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$", "x-allowed": "a domain such as example.com, or a URL (only its domain is kept)" }, source: { type: "string", pattern: "^[a-zA-Z0-9_.:-]{1,64}$", "x-allowed": "1-64 characters of [a-zA-Z0-9_.:-], e.g. web-page, file, tool-output" }, layer: { type: "string", pattern: "^[a-zA-Z0-9_.:-]{1,64}$", "x-allowed": "1-64 characters of [a-zA-Z0-9_.:-]" }, confidence: { type: "number", minimum: 0, maximum: 1 }, skill: { type: "string", pattern: "^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$", "x-allowed": "1-64 characters of [a-zA-Z0-9_.:-], starting with a letter or digit" }, project: { type: "string", pattern: "^[a-zA-Z0-9._-]{1,200}$", not: { pattern: "^\\.+$" }, "x-allowed": "a project slug ([a-zA-Z0-9._-], not only dots)" } }, additionalProperties: false };
var func1 = Object.prototype.hasOwnProperty;
var formats0 = formats["date-time"];
var pattern4 = new RegExp("^sha256:[0-9a-f]{64}$", "u");
var pattern5 = new RegExp("^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$", "u");
var pattern6 = new RegExp("^[a-zA-Z0-9_.:-]{1,64}$", "u");
var pattern8 = new RegExp("^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$", "u");
var pattern9 = new RegExp("^\\.+$", "u");
var pattern10 = new RegExp("^[a-zA-Z0-9._-]{1,200}$", "u");
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
      if (data.ts === undefined && (missing0 = "ts") || data.payload_hash === undefined && (missing0 = "payload_hash") || data.verdict === undefined && (missing0 = "verdict")) {
        validate20.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, schema: schema31.required, parentSchema: schema31, data }];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!func1.call(schema31.properties, key0)) {
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
            if (data.payload_hash !== undefined) {
              let data1 = data.payload_hash;
              const _errs4 = errors;
              if (errors === _errs4) {
                if (typeof data1 === "string") {
                  if (!pattern4.test(data1)) {
                    validate20.errors = [{ instancePath: instancePath + "/payload_hash", schemaPath: "#/properties/payload_hash/pattern", keyword: "pattern", params: { pattern: "^sha256:[0-9a-f]{64}$" }, schema: "^sha256:[0-9a-f]{64}$", parentSchema: schema31.properties.payload_hash, data: data1 }];
                    return false;
                  }
                } else {
                  validate20.errors = [{ instancePath: instancePath + "/payload_hash", schemaPath: "#/properties/payload_hash/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.payload_hash.type, parentSchema: schema31.properties.payload_hash, data: data1 }];
                  return false;
                }
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.verdict !== undefined) {
                let data2 = data.verdict;
                const _errs6 = errors;
                if (!(data2 === "block" || data2 === "warn" || data2 === "log")) {
                  validate20.errors = [{ instancePath: instancePath + "/verdict", schemaPath: "#/properties/verdict/enum", keyword: "enum", params: { allowedValues: schema31.properties.verdict.enum }, schema: schema31.properties.verdict.enum, parentSchema: schema31.properties.verdict, data: data2 }];
                  return false;
                }
                var valid0 = _errs6 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.url_domain !== undefined) {
                  let data3 = data.url_domain;
                  const _errs7 = errors;
                  if (errors === _errs7) {
                    if (typeof data3 === "string") {
                      if (!pattern5.test(data3)) {
                        validate20.errors = [{ instancePath: instancePath + "/url_domain", schemaPath: "#/properties/url_domain/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$" }, schema: "^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$", parentSchema: schema31.properties.url_domain, data: data3 }];
                        return false;
                      }
                    } else {
                      validate20.errors = [{ instancePath: instancePath + "/url_domain", schemaPath: "#/properties/url_domain/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.url_domain.type, parentSchema: schema31.properties.url_domain, data: data3 }];
                      return false;
                    }
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.source !== undefined) {
                    let data4 = data.source;
                    const _errs10 = errors;
                    if (errors === _errs10) {
                      if (typeof data4 === "string") {
                        if (!pattern6.test(data4)) {
                          validate20.errors = [{ instancePath: instancePath + "/source", schemaPath: "#/properties/source/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9_.:-]{1,64}$" }, schema: "^[a-zA-Z0-9_.:-]{1,64}$", parentSchema: schema31.properties.source, data: data4 }];
                          return false;
                        }
                      } else {
                        validate20.errors = [{ instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.source.type, parentSchema: schema31.properties.source, data: data4 }];
                        return false;
                      }
                    }
                    var valid0 = _errs10 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.layer !== undefined) {
                      let data5 = data.layer;
                      const _errs13 = errors;
                      if (errors === _errs13) {
                        if (typeof data5 === "string") {
                          if (!pattern6.test(data5)) {
                            validate20.errors = [{ instancePath: instancePath + "/layer", schemaPath: "#/properties/layer/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9_.:-]{1,64}$" }, schema: "^[a-zA-Z0-9_.:-]{1,64}$", parentSchema: schema31.properties.layer, data: data5 }];
                            return false;
                          }
                        } else {
                          validate20.errors = [{ instancePath: instancePath + "/layer", schemaPath: "#/properties/layer/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.layer.type, parentSchema: schema31.properties.layer, data: data5 }];
                          return false;
                        }
                      }
                      var valid0 = _errs13 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.confidence !== undefined) {
                        let data6 = data.confidence;
                        const _errs16 = errors;
                        if (errors === _errs16) {
                          if (typeof data6 == "number" && isFinite(data6)) {
                            if (data6 > 1 || isNaN(data6)) {
                              validate20.errors = [{ instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, schema: 1, parentSchema: schema31.properties.confidence, data: data6 }];
                              return false;
                            } else {
                              if (data6 < 0 || isNaN(data6)) {
                                validate20.errors = [{ instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.confidence, data: data6 }];
                                return false;
                              }
                            }
                          } else {
                            validate20.errors = [{ instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/type", keyword: "type", params: { type: "number" }, schema: schema31.properties.confidence.type, parentSchema: schema31.properties.confidence, data: data6 }];
                            return false;
                          }
                        }
                        var valid0 = _errs16 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.skill !== undefined) {
                          let data7 = data.skill;
                          const _errs18 = errors;
                          if (errors === _errs18) {
                            if (typeof data7 === "string") {
                              if (!pattern8.test(data7)) {
                                validate20.errors = [{ instancePath: instancePath + "/skill", schemaPath: "#/properties/skill/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$" }, schema: "^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$", parentSchema: schema31.properties.skill, data: data7 }];
                                return false;
                              }
                            } else {
                              validate20.errors = [{ instancePath: instancePath + "/skill", schemaPath: "#/properties/skill/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.skill.type, parentSchema: schema31.properties.skill, data: data7 }];
                              return false;
                            }
                          }
                          var valid0 = _errs18 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.project !== undefined) {
                            let data8 = data.project;
                            const _errs21 = errors;
                            const _errs23 = errors;
                            const _errs24 = errors;
                            if (typeof data8 === "string") {
                              if (!pattern9.test(data8)) {
                                const err0 = {};
                                if (vErrors === null) {
                                  vErrors = [err0];
                                } else {
                                  vErrors.push(err0);
                                }
                                errors++;
                              }
                            }
                            var valid1 = _errs24 === errors;
                            if (valid1) {
                              validate20.errors = [{ instancePath: instancePath + "/project", schemaPath: "#/properties/project/not", keyword: "not", params: {}, schema: schema31.properties.project.not, parentSchema: schema31.properties.project, data: data8 }];
                              return false;
                            } else {
                              errors = _errs23;
                              if (vErrors !== null) {
                                if (_errs23) {
                                  vErrors.length = _errs23;
                                } else {
                                  vErrors = null;
                                }
                              }
                            }
                            if (errors === _errs21) {
                              if (typeof data8 === "string") {
                                if (!pattern10.test(data8)) {
                                  validate20.errors = [{ instancePath: instancePath + "/project", schemaPath: "#/properties/project/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9._-]{1,200}$" }, schema: "^[a-zA-Z0-9._-]{1,200}$", parentSchema: schema31.properties.project, data: data8 }];
                                  return false;
                                }
                              } else {
                                validate20.errors = [{ instancePath: instancePath + "/project", schemaPath: "#/properties/project/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.project.type, parentSchema: schema31.properties.project, data: data8 }];
                                return false;
                              }
                            }
                            var valid0 = _errs21 === errors;
                          } else {
                            var valid0 = true;
                          }
                        }
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
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
validate20.schema = schema31;

export { validate7 };
