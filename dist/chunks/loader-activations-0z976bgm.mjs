import {
  formats
} from "./main-83kepfke.mjs";

// lib/schema/generated/loader-activations.js
var validate = validate20;
var schema31 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "gstack-kit/loader-activations.schema.json", type: "object", required: ["version", "session", "updated", "skills", "nested_roots"], additionalProperties: false, properties: { version: { const: 1 }, session: { type: "string", pattern: "^[A-Za-z0-9._-]{1,128}$" }, updated: { type: "string", format: "date-time" }, skills: { type: "object", propertyNames: { minLength: 1, maxLength: 64 }, additionalProperties: { type: "object", required: ["ts", "file", "pattern", "path"], additionalProperties: false, properties: { ts: { type: "string", format: "date-time" }, file: { type: "string", minLength: 1, maxLength: 4096 }, pattern: { type: "string", minLength: 1, maxLength: 1024 }, path: { type: "string", minLength: 1 } } } }, nested_roots: { type: "array", items: { type: "string", minLength: 1 }, uniqueItems: true } } };
var pattern4 = new RegExp("^[A-Za-z0-9._-]{1,128}$", "u");
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
      if (data.version === undefined && (missing0 = "version") || data.session === undefined && (missing0 = "session") || data.updated === undefined && (missing0 = "updated") || data.skills === undefined && (missing0 = "skills") || data.nested_roots === undefined && (missing0 = "nested_roots")) {
        validate20.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, schema: schema31.required, parentSchema: schema31, data }];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === "version" || key0 === "session" || key0 === "updated" || key0 === "skills" || key0 === "nested_roots")) {
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
            if (data.session !== undefined) {
              let data1 = data.session;
              const _errs3 = errors;
              if (errors === _errs3) {
                if (typeof data1 === "string") {
                  if (!pattern4.test(data1)) {
                    validate20.errors = [{ instancePath: instancePath + "/session", schemaPath: "#/properties/session/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9._-]{1,128}$" }, schema: "^[A-Za-z0-9._-]{1,128}$", parentSchema: schema31.properties.session, data: data1 }];
                    return false;
                  }
                } else {
                  validate20.errors = [{ instancePath: instancePath + "/session", schemaPath: "#/properties/session/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.session.type, parentSchema: schema31.properties.session, data: data1 }];
                  return false;
                }
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.updated !== undefined) {
                let data2 = data.updated;
                const _errs5 = errors;
                if (errors === _errs5) {
                  if (errors === _errs5) {
                    if (typeof data2 === "string") {
                      if (!formats0.validate(data2)) {
                        validate20.errors = [{ instancePath: instancePath + "/updated", schemaPath: "#/properties/updated/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema31.properties.updated, data: data2 }];
                        return false;
                      }
                    } else {
                      validate20.errors = [{ instancePath: instancePath + "/updated", schemaPath: "#/properties/updated/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.updated.type, parentSchema: schema31.properties.updated, data: data2 }];
                      return false;
                    }
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.skills !== undefined) {
                  let data3 = data.skills;
                  const _errs7 = errors;
                  if (errors === _errs7) {
                    if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
                      for (const key1 in data3) {
                        const _errs9 = errors;
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
                        var valid1 = _errs9 === errors;
                        if (!valid1) {
                          const err2 = { instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, schema: schema31.properties.skills.propertyNames, parentSchema: schema31.properties.skills, data: data3 };
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
                        for (const key2 in data3) {
                          let data4 = data3[key2];
                          const _errs11 = errors;
                          if (errors === _errs11) {
                            if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                              let missing1;
                              if (data4.ts === undefined && (missing1 = "ts") || data4.file === undefined && (missing1 = "file") || data4.pattern === undefined && (missing1 = "pattern") || data4.path === undefined && (missing1 = "path")) {
                                validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/skills/additionalProperties/required", keyword: "required", params: { missingProperty: missing1 }, schema: schema31.properties.skills.additionalProperties.required, parentSchema: schema31.properties.skills.additionalProperties, data: data4 }];
                                return false;
                              } else {
                                const _errs13 = errors;
                                for (const key3 in data4) {
                                  if (!(key3 === "ts" || key3 === "file" || key3 === "pattern" || key3 === "path")) {
                                    validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/skills/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, schema: false, parentSchema: schema31.properties.skills.additionalProperties, data: data4 }];
                                    return false;
                                    break;
                                  }
                                }
                                if (_errs13 === errors) {
                                  if (data4.ts !== undefined) {
                                    let data5 = data4.ts;
                                    const _errs14 = errors;
                                    if (errors === _errs14) {
                                      if (errors === _errs14) {
                                        if (typeof data5 === "string") {
                                          if (!formats0.validate(data5)) {
                                            validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/ts", schemaPath: "#/properties/skills/additionalProperties/properties/ts/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema31.properties.skills.additionalProperties.properties.ts, data: data5 }];
                                            return false;
                                          }
                                        } else {
                                          validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/ts", schemaPath: "#/properties/skills/additionalProperties/properties/ts/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.skills.additionalProperties.properties.ts.type, parentSchema: schema31.properties.skills.additionalProperties.properties.ts, data: data5 }];
                                          return false;
                                        }
                                      }
                                    }
                                    var valid3 = _errs14 === errors;
                                  } else {
                                    var valid3 = true;
                                  }
                                  if (valid3) {
                                    if (data4.file !== undefined) {
                                      let data6 = data4.file;
                                      const _errs16 = errors;
                                      if (errors === _errs16) {
                                        if (typeof data6 === "string") {
                                          if (data6.length > 4096) {
                                            validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/file", schemaPath: "#/properties/skills/additionalProperties/properties/file/maxLength", keyword: "maxLength", params: { limit: 4096 }, schema: 4096, parentSchema: schema31.properties.skills.additionalProperties.properties.file, data: data6 }];
                                            return false;
                                          } else {
                                            if (data6.length < 1) {
                                              validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/file", schemaPath: "#/properties/skills/additionalProperties/properties/file/minLength", keyword: "minLength", params: { limit: 1 }, schema: 1, parentSchema: schema31.properties.skills.additionalProperties.properties.file, data: data6 }];
                                              return false;
                                            }
                                          }
                                        } else {
                                          validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/file", schemaPath: "#/properties/skills/additionalProperties/properties/file/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.skills.additionalProperties.properties.file.type, parentSchema: schema31.properties.skills.additionalProperties.properties.file, data: data6 }];
                                          return false;
                                        }
                                      }
                                      var valid3 = _errs16 === errors;
                                    } else {
                                      var valid3 = true;
                                    }
                                    if (valid3) {
                                      if (data4.pattern !== undefined) {
                                        let data7 = data4.pattern;
                                        const _errs18 = errors;
                                        if (errors === _errs18) {
                                          if (typeof data7 === "string") {
                                            if (data7.length > 1024) {
                                              validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/pattern", schemaPath: "#/properties/skills/additionalProperties/properties/pattern/maxLength", keyword: "maxLength", params: { limit: 1024 }, schema: 1024, parentSchema: schema31.properties.skills.additionalProperties.properties.pattern, data: data7 }];
                                              return false;
                                            } else {
                                              if (data7.length < 1) {
                                                validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/pattern", schemaPath: "#/properties/skills/additionalProperties/properties/pattern/minLength", keyword: "minLength", params: { limit: 1 }, schema: 1, parentSchema: schema31.properties.skills.additionalProperties.properties.pattern, data: data7 }];
                                                return false;
                                              }
                                            }
                                          } else {
                                            validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/pattern", schemaPath: "#/properties/skills/additionalProperties/properties/pattern/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.skills.additionalProperties.properties.pattern.type, parentSchema: schema31.properties.skills.additionalProperties.properties.pattern, data: data7 }];
                                            return false;
                                          }
                                        }
                                        var valid3 = _errs18 === errors;
                                      } else {
                                        var valid3 = true;
                                      }
                                      if (valid3) {
                                        if (data4.path !== undefined) {
                                          let data8 = data4.path;
                                          const _errs20 = errors;
                                          if (errors === _errs20) {
                                            if (typeof data8 === "string") {
                                              if (data8.length < 1) {
                                                validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/path", schemaPath: "#/properties/skills/additionalProperties/properties/path/minLength", keyword: "minLength", params: { limit: 1 }, schema: 1, parentSchema: schema31.properties.skills.additionalProperties.properties.path, data: data8 }];
                                                return false;
                                              }
                                            } else {
                                              validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/path", schemaPath: "#/properties/skills/additionalProperties/properties/path/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.skills.additionalProperties.properties.path.type, parentSchema: schema31.properties.skills.additionalProperties.properties.path, data: data8 }];
                                              return false;
                                            }
                                          }
                                          var valid3 = _errs20 === errors;
                                        } else {
                                          var valid3 = true;
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            } else {
                              validate20.errors = [{ instancePath: instancePath + "/skills/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/skills/additionalProperties/type", keyword: "type", params: { type: "object" }, schema: schema31.properties.skills.additionalProperties.type, parentSchema: schema31.properties.skills.additionalProperties, data: data4 }];
                              return false;
                            }
                          }
                          var valid2 = _errs11 === errors;
                          if (!valid2) {
                            break;
                          }
                        }
                      }
                    } else {
                      validate20.errors = [{ instancePath: instancePath + "/skills", schemaPath: "#/properties/skills/type", keyword: "type", params: { type: "object" }, schema: schema31.properties.skills.type, parentSchema: schema31.properties.skills, data: data3 }];
                      return false;
                    }
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.nested_roots !== undefined) {
                    let data9 = data.nested_roots;
                    const _errs22 = errors;
                    if (errors === _errs22) {
                      if (Array.isArray(data9)) {
                        var valid4 = true;
                        const len0 = data9.length;
                        for (let i0 = 0;i0 < len0; i0++) {
                          let data10 = data9[i0];
                          const _errs24 = errors;
                          if (errors === _errs24) {
                            if (typeof data10 === "string") {
                              if (data10.length < 1) {
                                validate20.errors = [{ instancePath: instancePath + "/nested_roots/" + i0, schemaPath: "#/properties/nested_roots/items/minLength", keyword: "minLength", params: { limit: 1 }, schema: 1, parentSchema: schema31.properties.nested_roots.items, data: data10 }];
                                return false;
                              }
                            } else {
                              validate20.errors = [{ instancePath: instancePath + "/nested_roots/" + i0, schemaPath: "#/properties/nested_roots/items/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.nested_roots.items.type, parentSchema: schema31.properties.nested_roots.items, data: data10 }];
                              return false;
                            }
                          }
                          var valid4 = _errs24 === errors;
                          if (!valid4) {
                            break;
                          }
                        }
                        if (valid4) {
                          let i1 = data9.length;
                          let j0;
                          if (i1 > 1) {
                            const indices0 = {};
                            for (;i1--; ) {
                              let item0 = data9[i1];
                              if (typeof item0 !== "string") {
                                continue;
                              }
                              if (typeof indices0[item0] == "number") {
                                j0 = indices0[item0];
                                validate20.errors = [{ instancePath: instancePath + "/nested_roots", schemaPath: "#/properties/nested_roots/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, schema: true, parentSchema: schema31.properties.nested_roots, data: data9 }];
                                return false;
                                break;
                              }
                              indices0[item0] = i1;
                            }
                          }
                        }
                      } else {
                        validate20.errors = [{ instancePath: instancePath + "/nested_roots", schemaPath: "#/properties/nested_roots/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.nested_roots.type, parentSchema: schema31.properties.nested_roots, data: data9 }];
                        return false;
                      }
                    }
                    var valid0 = _errs22 === errors;
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
export {
  validate
};
