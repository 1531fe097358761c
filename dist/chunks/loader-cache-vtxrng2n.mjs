import {
  formats
} from "./main-83kepfke.mjs";

// lib/schema/generated/loader-cache.js
var validate = validate20;
var schema31 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "gstack-kit/loader-cache.schema.json", type: "object", required: ["version", "skills"], additionalProperties: false, properties: { version: { const: 1 }, skills: { type: "object", propertyNames: { minLength: 1, maxLength: 64 }, additionalProperties: { type: "object", required: ["loaded_at", "hash", "scope"], additionalProperties: false, properties: { loaded_at: { type: "string", format: "date-time" }, hash: { type: "string", pattern: "^[0-9a-f]{64}$" }, scope: { enum: ["nested", "project", "user", "extra", "bundled"] } } } } } };
var formats0 = formats["date-time"];
var pattern4 = new RegExp("^[0-9a-f]{64}$", "u");
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
      if (data.version === undefined && (missing0 = "version") || data.skills === undefined && (missing0 = "skills")) {
        validate20.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, schema: schema31.required, parentSchema: schema31, data }];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === "version" || key0 === "skills")) {
            validate20.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, schema: false, parentSchema: schema31, data }];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.version !== undefined) {
            let data0 = data.version;
            const _errs2 = errors;
            if (data0 !== 1) {
              validate20.errors = [{ instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, schema: 1, parentSchema: schema31.properties.version, data: data0 }];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.skills !== undefined) {
              let data1 = data.skills;
              const _errs3 = errors;
              if (errors === _errs3) {
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                  for (const key1 in data1) {
                    const _errs5 = errors;
                    if (typeof key1 === "string") {
                      if (key1.length > 64) {
                        const err0 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/propertyNames/maxLength", keyword: "maxLength", params: { limit: 64 }, schema: 64, parentSchema: schema31.properties.skills.propertyNames, data: key1, propertyName: key1 };
                        if (vErrors === null) {
                          vErrors = [err0];
                        } else {
                          vErrors.push(err0);
                        }
                        errors++;
                      } else {
                        if (key1.length < 1) {
                          const err1 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/propertyNames/minLength", keyword: "minLength", params: { limit: 1 }, schema: 1, parentSchema: schema31.properties.skills.propertyNames, data: key1, propertyName: key1 };
                          if (vErrors === null) {
                            vErrors = [err1];
                          } else {
                            vErrors.push(err1);
                          }
                          errors++;
                        }
                      }
                    }
                    var valid1 = _errs5 === errors;
                    if (!valid1) {
                      const err2 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, schema: schema31.properties.skills.propertyNames, parentSchema: schema31.properties.skills, data: data1 };
                      if (vErrors === null) {
                        vErrors = [err2];
                      } else {
                        vErrors.push(err2);
                      }
                      errors++;
                      validate20.errors = vErrors;
                      return false;
                      break;
                    }
                  }
                  if (valid1) {
                    for (const key2 in data1) {
                      let data2 = data1[key2];
                      const _errs7 = errors;
                      if (errors === _errs7) {
                        if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                          let missing1;
                          if (data2.loaded_at === undefined && (missing1 = "loaded_at") || data2.hash === undefined && (missing1 = "hash") || data2.scope === undefined && (missing1 = "scope")) {
                            validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/skills/additionalProperties/required", keyword: "required", params: { missingProperty: missing1 }, schema: schema31.properties.skills.additionalProperties.required, parentSchema: schema31.properties.skills.additionalProperties, data: data2 }];
                            return false;
                          } else {
                            const _errs9 = errors;
                            for (const key3 in data2) {
                              if (!(key3 === "loaded_at" || key3 === "hash" || key3 === "scope")) {
                                validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/skills/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, schema: false, parentSchema: schema31.properties.skills.additionalProperties, data: data2 }];
                                return false;
                                break;
                              }
                            }
                            if (_errs9 === errors) {
                              if (data2.loaded_at !== undefined) {
                                let data3 = data2.loaded_at;
                                const _errs10 = errors;
                                if (errors === _errs10) {
                                  if (errors === _errs10) {
                                    if (typeof data3 === "string") {
                                      if (!formats0.validate(data3)) {
                                        validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/loaded_at", schemaPath: "#/properties/skills/additionalProperties/properties/loaded_at/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema31.properties.skills.additionalProperties.properties.loaded_at, data: data3 }];
                                        return false;
                                      }
                                    } else {
                                      validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/loaded_at", schemaPath: "#/properties/skills/additionalProperties/properties/loaded_at/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.skills.additionalProperties.properties.loaded_at.type, parentSchema: schema31.properties.skills.additionalProperties.properties.loaded_at, data: data3 }];
                                      return false;
                                    }
                                  }
                                }
                                var valid3 = _errs10 === errors;
                              } else {
                                var valid3 = true;
                              }
                              if (valid3) {
                                if (data2.hash !== undefined) {
                                  let data4 = data2.hash;
                                  const _errs12 = errors;
                                  if (errors === _errs12) {
                                    if (typeof data4 === "string") {
                                      if (!pattern4.test(data4)) {
                                        validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/hash", schemaPath: "#/properties/skills/additionalProperties/properties/hash/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, schema: "^[0-9a-f]{64}$", parentSchema: schema31.properties.skills.additionalProperties.properties.hash, data: data4 }];
                                        return false;
                                      }
                                    } else {
                                      validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/hash", schemaPath: "#/properties/skills/additionalProperties/properties/hash/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.skills.additionalProperties.properties.hash.type, parentSchema: schema31.properties.skills.additionalProperties.properties.hash, data: data4 }];
                                      return false;
                                    }
                                  }
                                  var valid3 = _errs12 === errors;
                                } else {
                                  var valid3 = true;
                                }
                                if (valid3) {
                                  if (data2.scope !== undefined) {
                                    let data5 = data2.scope;
                                    const _errs14 = errors;
                                    if (!(data5 === "nested" || data5 === "project" || data5 === "user" || data5 === "extra" || data5 === "bundled")) {
                                      validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/scope", schemaPath: "#/properties/skills/additionalProperties/properties/scope/enum", keyword: "enum", params: { allowedValues: schema31.properties.skills.additionalProperties.properties.scope.enum }, schema: schema31.properties.skills.additionalProperties.properties.scope.enum, parentSchema: schema31.properties.skills.additionalProperties.properties.scope, data: data5 }];
                                      return false;
                                    }
                                    var valid3 = _errs14 === errors;
                                  } else {
                                    var valid3 = true;
                                  }
                                }
                              }
                            }
                          }
                        } else {
                          validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/skills/additionalProperties/type", keyword: "type", params: { type: "object" }, schema: schema31.properties.skills.additionalProperties.type, parentSchema: schema31.properties.skills.additionalProperties, data: data2 }];
                          return false;
                        }
                      }
                      var valid2 = _errs7 === errors;
                      if (!valid2) {
                        break;
                      }
                    }
                  }
                } else {
                  validate20.errors = [{ instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/type", keyword: "type", params: { type: "object" }, schema: schema31.properties.skills.type, parentSchema: schema31.properties.skills, data: data1 }];
                  return false;
                }
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
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
export {
  validate
};
