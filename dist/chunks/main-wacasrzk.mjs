import {
  formats
} from "./main-83kepfke.mjs";

// lib/schema/generated/builder-profile.js
var validate8 = validate20;
var schema31 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "gstack-kit/builder-profile.schema.json", type: "object", required: ["date", "mode"], properties: { date: { type: "string", format: "date-time" }, mode: { enum: ["startup", "builder", "resources"] }, project_slug: { type: "string", pattern: "^[a-zA-Z0-9._-]{1,200}$", not: { pattern: "^\\.+$" }, "x-allowed": "a project slug ([a-zA-Z0-9._-], not only dots)" }, signal_count: { type: "integer", minimum: 0, maximum: 1000 }, signals: { $ref: "#/$defs/words" }, design_doc: { type: "string", maxLength: 4096, pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "x-allowed": "no control characters or newlines" }, assignment: { type: "string", maxLength: 2000, pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "x-allowed": "no control characters or newlines" }, resources_shown: { $ref: "#/$defs/words" }, topics: { $ref: "#/$defs/words" }, session: { type: "integer", minimum: 1 }, tier: { enum: ["introduction", "welcome_back", "regular", "inner_circle"] } }, additionalProperties: false, $defs: { words: { type: "array", maxItems: 100, items: { type: "string", maxLength: 200, pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "x-allowed": "no control characters or newlines" } } } };
var schema32 = { type: "array", maxItems: 100, items: { type: "string", maxLength: 200, pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "x-allowed": "no control characters or newlines" } };
var func1 = Object.prototype.hasOwnProperty;
var formats0 = formats["date-time"];
var pattern4 = new RegExp("^\\.+$", "u");
var pattern5 = new RegExp("^[a-zA-Z0-9._-]{1,200}$", "u");
var pattern6 = new RegExp("^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "u");
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
      if (data.date === undefined && (missing0 = "date") || data.mode === undefined && (missing0 = "mode")) {
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
          if (data.date !== undefined) {
            let data0 = data.date;
            const _errs2 = errors;
            if (errors === _errs2) {
              if (errors === _errs2) {
                if (typeof data0 === "string") {
                  if (!formats0.validate(data0)) {
                    validate20.errors = [{ instancePath: instancePath + "/date", schemaPath: "#/properties/date/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema31.properties.date, data: data0 }];
                    return false;
                  }
                } else {
                  validate20.errors = [{ instancePath: instancePath + "/date", schemaPath: "#/properties/date/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.date.type, parentSchema: schema31.properties.date, data: data0 }];
                  return false;
                }
              }
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.mode !== undefined) {
              let data1 = data.mode;
              const _errs4 = errors;
              if (!(data1 === "startup" || data1 === "builder" || data1 === "resources")) {
                validate20.errors = [{ instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema31.properties.mode.enum }, schema: schema31.properties.mode.enum, parentSchema: schema31.properties.mode, data: data1 }];
                return false;
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.project_slug !== undefined) {
                let data2 = data.project_slug;
                const _errs5 = errors;
                const _errs7 = errors;
                const _errs8 = errors;
                if (typeof data2 === "string") {
                  if (!pattern4.test(data2)) {
                    const err0 = {};
                    if (vErrors === null) {
                      vErrors = [err0];
                    } else {
                      vErrors.push(err0);
                    }
                    errors++;
                  }
                }
                var valid1 = _errs8 === errors;
                if (valid1) {
                  validate20.errors = [{ instancePath: instancePath + "/project_slug", schemaPath: "#/properties/project_slug/not", keyword: "not", params: {}, schema: schema31.properties.project_slug.not, parentSchema: schema31.properties.project_slug, data: data2 }];
                  return false;
                } else {
                  errors = _errs7;
                  if (vErrors !== null) {
                    if (_errs7) {
                      vErrors.length = _errs7;
                    } else {
                      vErrors = null;
                    }
                  }
                }
                if (errors === _errs5) {
                  if (typeof data2 === "string") {
                    if (!pattern5.test(data2)) {
                      validate20.errors = [{ instancePath: instancePath + "/project_slug", schemaPath: "#/properties/project_slug/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9._-]{1,200}$" }, schema: "^[a-zA-Z0-9._-]{1,200}$", parentSchema: schema31.properties.project_slug, data: data2 }];
                      return false;
                    }
                  } else {
                    validate20.errors = [{ instancePath: instancePath + "/project_slug", schemaPath: "#/properties/project_slug/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.project_slug.type, parentSchema: schema31.properties.project_slug, data: data2 }];
                    return false;
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.signal_count !== undefined) {
                  let data3 = data.signal_count;
                  const _errs10 = errors;
                  if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
                    validate20.errors = [{ instancePath: instancePath + "/signal_count", schemaPath: "#/properties/signal_count/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.signal_count.type, parentSchema: schema31.properties.signal_count, data: data3 }];
                    return false;
                  }
                  if (errors === _errs10) {
                    if (typeof data3 == "number" && isFinite(data3)) {
                      if (data3 > 1000 || isNaN(data3)) {
                        validate20.errors = [{ instancePath: instancePath + "/signal_count", schemaPath: "#/properties/signal_count/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1000 }, schema: 1000, parentSchema: schema31.properties.signal_count, data: data3 }];
                        return false;
                      } else {
                        if (data3 < 0 || isNaN(data3)) {
                          validate20.errors = [{ instancePath: instancePath + "/signal_count", schemaPath: "#/properties/signal_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.signal_count, data: data3 }];
                          return false;
                        }
                      }
                    }
                  }
                  var valid0 = _errs10 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.signals !== undefined) {
                    let data4 = data.signals;
                    const _errs12 = errors;
                    const _errs13 = errors;
                    if (errors === _errs13) {
                      if (Array.isArray(data4)) {
                        if (data4.length > 100) {
                          validate20.errors = [{ instancePath: instancePath + "/signals", schemaPath: "#/$defs/words/maxItems", keyword: "maxItems", params: { limit: 100 }, schema: 100, parentSchema: schema32, data: data4 }];
                          return false;
                        } else {
                          var valid3 = true;
                          const len0 = data4.length;
                          for (let i0 = 0;i0 < len0; i0++) {
                            let data5 = data4[i0];
                            const _errs15 = errors;
                            if (errors === _errs15) {
                              if (typeof data5 === "string") {
                                if (data5.length > 200) {
                                  validate20.errors = [{ instancePath: instancePath + "/signals/" + i0, schemaPath: "#/$defs/words/items/maxLength", keyword: "maxLength", params: { limit: 200 }, schema: 200, parentSchema: schema32.items, data: data5 }];
                                  return false;
                                } else {
                                  if (!pattern6.test(data5)) {
                                    validate20.errors = [{ instancePath: instancePath + "/signals/" + i0, schemaPath: "#/$defs/words/items/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$" }, schema: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", parentSchema: schema32.items, data: data5 }];
                                    return false;
                                  }
                                }
                              } else {
                                validate20.errors = [{ instancePath: instancePath + "/signals/" + i0, schemaPath: "#/$defs/words/items/type", keyword: "type", params: { type: "string" }, schema: schema32.items.type, parentSchema: schema32.items, data: data5 }];
                                return false;
                              }
                            }
                            var valid3 = _errs15 === errors;
                            if (!valid3) {
                              break;
                            }
                          }
                        }
                      } else {
                        validate20.errors = [{ instancePath: instancePath + "/signals", schemaPath: "#/$defs/words/type", keyword: "type", params: { type: "array" }, schema: schema32.type, parentSchema: schema32, data: data4 }];
                        return false;
                      }
                    }
                    var valid0 = _errs12 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.design_doc !== undefined) {
                      let data6 = data.design_doc;
                      const _errs18 = errors;
                      if (errors === _errs18) {
                        if (typeof data6 === "string") {
                          if (data6.length > 4096) {
                            validate20.errors = [{ instancePath: instancePath + "/design_doc", schemaPath: "#/properties/design_doc/maxLength", keyword: "maxLength", params: { limit: 4096 }, schema: 4096, parentSchema: schema31.properties.design_doc, data: data6 }];
                            return false;
                          } else {
                            if (!pattern6.test(data6)) {
                              validate20.errors = [{ instancePath: instancePath + "/design_doc", schemaPath: "#/properties/design_doc/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$" }, schema: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", parentSchema: schema31.properties.design_doc, data: data6 }];
                              return false;
                            }
                          }
                        } else {
                          validate20.errors = [{ instancePath: instancePath + "/design_doc", schemaPath: "#/properties/design_doc/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.design_doc.type, parentSchema: schema31.properties.design_doc, data: data6 }];
                          return false;
                        }
                      }
                      var valid0 = _errs18 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.assignment !== undefined) {
                        let data7 = data.assignment;
                        const _errs21 = errors;
                        if (errors === _errs21) {
                          if (typeof data7 === "string") {
                            if (data7.length > 2000) {
                              validate20.errors = [{ instancePath: instancePath + "/assignment", schemaPath: "#/properties/assignment/maxLength", keyword: "maxLength", params: { limit: 2000 }, schema: 2000, parentSchema: schema31.properties.assignment, data: data7 }];
                              return false;
                            } else {
                              if (!pattern6.test(data7)) {
                                validate20.errors = [{ instancePath: instancePath + "/assignment", schemaPath: "#/properties/assignment/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$" }, schema: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", parentSchema: schema31.properties.assignment, data: data7 }];
                                return false;
                              }
                            }
                          } else {
                            validate20.errors = [{ instancePath: instancePath + "/assignment", schemaPath: "#/properties/assignment/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.assignment.type, parentSchema: schema31.properties.assignment, data: data7 }];
                            return false;
                          }
                        }
                        var valid0 = _errs21 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.resources_shown !== undefined) {
                          let data8 = data.resources_shown;
                          const _errs24 = errors;
                          const _errs25 = errors;
                          if (errors === _errs25) {
                            if (Array.isArray(data8)) {
                              if (data8.length > 100) {
                                validate20.errors = [{ instancePath: instancePath + "/resources_shown", schemaPath: "#/$defs/words/maxItems", keyword: "maxItems", params: { limit: 100 }, schema: 100, parentSchema: schema32, data: data8 }];
                                return false;
                              } else {
                                var valid5 = true;
                                const len1 = data8.length;
                                for (let i1 = 0;i1 < len1; i1++) {
                                  let data9 = data8[i1];
                                  const _errs27 = errors;
                                  if (errors === _errs27) {
                                    if (typeof data9 === "string") {
                                      if (data9.length > 200) {
                                        validate20.errors = [{ instancePath: instancePath + "/resources_shown/" + i1, schemaPath: "#/$defs/words/items/maxLength", keyword: "maxLength", params: { limit: 200 }, schema: 200, parentSchema: schema32.items, data: data9 }];
                                        return false;
                                      } else {
                                        if (!pattern6.test(data9)) {
                                          validate20.errors = [{ instancePath: instancePath + "/resources_shown/" + i1, schemaPath: "#/$defs/words/items/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$" }, schema: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", parentSchema: schema32.items, data: data9 }];
                                          return false;
                                        }
                                      }
                                    } else {
                                      validate20.errors = [{ instancePath: instancePath + "/resources_shown/" + i1, schemaPath: "#/$defs/words/items/type", keyword: "type", params: { type: "string" }, schema: schema32.items.type, parentSchema: schema32.items, data: data9 }];
                                      return false;
                                    }
                                  }
                                  var valid5 = _errs27 === errors;
                                  if (!valid5) {
                                    break;
                                  }
                                }
                              }
                            } else {
                              validate20.errors = [{ instancePath: instancePath + "/resources_shown", schemaPath: "#/$defs/words/type", keyword: "type", params: { type: "array" }, schema: schema32.type, parentSchema: schema32, data: data8 }];
                              return false;
                            }
                          }
                          var valid0 = _errs24 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.topics !== undefined) {
                            let data10 = data.topics;
                            const _errs30 = errors;
                            const _errs31 = errors;
                            if (errors === _errs31) {
                              if (Array.isArray(data10)) {
                                if (data10.length > 100) {
                                  validate20.errors = [{ instancePath: instancePath + "/topics", schemaPath: "#/$defs/words/maxItems", keyword: "maxItems", params: { limit: 100 }, schema: 100, parentSchema: schema32, data: data10 }];
                                  return false;
                                } else {
                                  var valid7 = true;
                                  const len2 = data10.length;
                                  for (let i2 = 0;i2 < len2; i2++) {
                                    let data11 = data10[i2];
                                    const _errs33 = errors;
                                    if (errors === _errs33) {
                                      if (typeof data11 === "string") {
                                        if (data11.length > 200) {
                                          validate20.errors = [{ instancePath: instancePath + "/topics/" + i2, schemaPath: "#/$defs/words/items/maxLength", keyword: "maxLength", params: { limit: 200 }, schema: 200, parentSchema: schema32.items, data: data11 }];
                                          return false;
                                        } else {
                                          if (!pattern6.test(data11)) {
                                            validate20.errors = [{ instancePath: instancePath + "/topics/" + i2, schemaPath: "#/$defs/words/items/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$" }, schema: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", parentSchema: schema32.items, data: data11 }];
                                            return false;
                                          }
                                        }
                                      } else {
                                        validate20.errors = [{ instancePath: instancePath + "/topics/" + i2, schemaPath: "#/$defs/words/items/type", keyword: "type", params: { type: "string" }, schema: schema32.items.type, parentSchema: schema32.items, data: data11 }];
                                        return false;
                                      }
                                    }
                                    var valid7 = _errs33 === errors;
                                    if (!valid7) {
                                      break;
                                    }
                                  }
                                }
                              } else {
                                validate20.errors = [{ instancePath: instancePath + "/topics", schemaPath: "#/$defs/words/type", keyword: "type", params: { type: "array" }, schema: schema32.type, parentSchema: schema32, data: data10 }];
                                return false;
                              }
                            }
                            var valid0 = _errs30 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.session !== undefined) {
                              let data12 = data.session;
                              const _errs36 = errors;
                              if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
                                validate20.errors = [{ instancePath: instancePath + "/session", schemaPath: "#/properties/session/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.session.type, parentSchema: schema31.properties.session, data: data12 }];
                                return false;
                              }
                              if (errors === _errs36) {
                                if (typeof data12 == "number" && isFinite(data12)) {
                                  if (data12 < 1 || isNaN(data12)) {
                                    validate20.errors = [{ instancePath: instancePath + "/session", schemaPath: "#/properties/session/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, schema: 1, parentSchema: schema31.properties.session, data: data12 }];
                                    return false;
                                  }
                                }
                              }
                              var valid0 = _errs36 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.tier !== undefined) {
                                let data13 = data.tier;
                                const _errs38 = errors;
                                if (!(data13 === "introduction" || data13 === "welcome_back" || data13 === "regular" || data13 === "inner_circle")) {
                                  validate20.errors = [{ instancePath: instancePath + "/tier", schemaPath: "#/properties/tier/enum", keyword: "enum", params: { allowedValues: schema31.properties.tier.enum }, schema: schema31.properties.tier.enum, parentSchema: schema31.properties.tier, data: data13 }];
                                  return false;
                                }
                                var valid0 = _errs38 === errors;
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

export { validate8 };
