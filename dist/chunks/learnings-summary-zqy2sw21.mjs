// lib/schema/generated/learnings-summary.js
var validate = validate20;
var schema31 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "gstack-kit/learnings-summary.schema.json", type: "object", required: ["v", "size", "mtime_ms", "ino", "hour", "count", "top"], properties: { v: { const: 1 }, size: { type: "integer", minimum: 0 }, mtime_ms: { type: "number", minimum: 0 }, ino: { type: "number", minimum: 0 }, hour: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}$" }, count: { type: "integer", minimum: 0 }, top: { type: "array", maxItems: 3, items: { type: "string", pattern: "^- \\[[^\\u0000-\\u001f\\u007f]*$" } } }, additionalProperties: false };
var pattern4 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}$", "u");
var pattern5 = new RegExp("^- \\[[^\\u0000-\\u001f\\u007f]*$", "u");
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
      if (data.v === undefined && (missing0 = "v") || data.size === undefined && (missing0 = "size") || data.mtime_ms === undefined && (missing0 = "mtime_ms") || data.ino === undefined && (missing0 = "ino") || data.hour === undefined && (missing0 = "hour") || data.count === undefined && (missing0 = "count") || data.top === undefined && (missing0 = "top")) {
        validate20.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, schema: schema31.required, parentSchema: schema31, data }];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === "v" || key0 === "size" || key0 === "mtime_ms" || key0 === "ino" || key0 === "hour" || key0 === "count" || key0 === "top")) {
            validate20.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, schema: false, parentSchema: schema31, data }];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.v !== undefined) {
            let data0 = data.v;
            const _errs2 = errors;
            if (data0 !== 1) {
              validate20.errors = [{ instancePath: instancePath + "/v", schemaPath: "#/properties/v/const", keyword: "const", params: { allowedValue: 1 }, schema: 1, parentSchema: schema31.properties.v, data: data0 }];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.size !== undefined) {
              let data1 = data.size;
              const _errs3 = errors;
              if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
                validate20.errors = [{ instancePath: instancePath + "/size", schemaPath: "#/properties/size/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.size.type, parentSchema: schema31.properties.size, data: data1 }];
                return false;
              }
              if (errors === _errs3) {
                if (typeof data1 == "number" && isFinite(data1)) {
                  if (data1 < 0 || isNaN(data1)) {
                    validate20.errors = [{ instancePath: instancePath + "/size", schemaPath: "#/properties/size/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.size, data: data1 }];
                    return false;
                  }
                }
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.mtime_ms !== undefined) {
                let data2 = data.mtime_ms;
                const _errs5 = errors;
                if (errors === _errs5) {
                  if (typeof data2 == "number" && isFinite(data2)) {
                    if (data2 < 0 || isNaN(data2)) {
                      validate20.errors = [{ instancePath: instancePath + "/mtime_ms", schemaPath: "#/properties/mtime_ms/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.mtime_ms, data: data2 }];
                      return false;
                    }
                  } else {
                    validate20.errors = [{ instancePath: instancePath + "/mtime_ms", schemaPath: "#/properties/mtime_ms/type", keyword: "type", params: { type: "number" }, schema: schema31.properties.mtime_ms.type, parentSchema: schema31.properties.mtime_ms, data: data2 }];
                    return false;
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.ino !== undefined) {
                  let data3 = data.ino;
                  const _errs7 = errors;
                  if (errors === _errs7) {
                    if (typeof data3 == "number" && isFinite(data3)) {
                      if (data3 < 0 || isNaN(data3)) {
                        validate20.errors = [{ instancePath: instancePath + "/ino", schemaPath: "#/properties/ino/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.ino, data: data3 }];
                        return false;
                      }
                    } else {
                      validate20.errors = [{ instancePath: instancePath + "/ino", schemaPath: "#/properties/ino/type", keyword: "type", params: { type: "number" }, schema: schema31.properties.ino.type, parentSchema: schema31.properties.ino, data: data3 }];
                      return false;
                    }
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.hour !== undefined) {
                    let data4 = data.hour;
                    const _errs9 = errors;
                    if (errors === _errs9) {
                      if (typeof data4 === "string") {
                        if (!pattern4.test(data4)) {
                          validate20.errors = [{ instancePath: instancePath + "/hour", schemaPath: "#/properties/hour/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}$" }, schema: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}$", parentSchema: schema31.properties.hour, data: data4 }];
                          return false;
                        }
                      } else {
                        validate20.errors = [{ instancePath: instancePath + "/hour", schemaPath: "#/properties/hour/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.hour.type, parentSchema: schema31.properties.hour, data: data4 }];
                        return false;
                      }
                    }
                    var valid0 = _errs9 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.count !== undefined) {
                      let data5 = data.count;
                      const _errs11 = errors;
                      if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
                        validate20.errors = [{ instancePath: instancePath + "/count", schemaPath: "#/properties/count/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.count.type, parentSchema: schema31.properties.count, data: data5 }];
                        return false;
                      }
                      if (errors === _errs11) {
                        if (typeof data5 == "number" && isFinite(data5)) {
                          if (data5 < 0 || isNaN(data5)) {
                            validate20.errors = [{ instancePath: instancePath + "/count", schemaPath: "#/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.count, data: data5 }];
                            return false;
                          }
                        }
                      }
                      var valid0 = _errs11 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.top !== undefined) {
                        let data6 = data.top;
                        const _errs13 = errors;
                        if (errors === _errs13) {
                          if (Array.isArray(data6)) {
                            if (data6.length > 3) {
                              validate20.errors = [{ instancePath: instancePath + "/top", schemaPath: "#/properties/top/maxItems", keyword: "maxItems", params: { limit: 3 }, schema: 3, parentSchema: schema31.properties.top, data: data6 }];
                              return false;
                            } else {
                              var valid1 = true;
                              const len0 = data6.length;
                              for (let i0 = 0;i0 < len0; i0++) {
                                let data7 = data6[i0];
                                const _errs15 = errors;
                                if (errors === _errs15) {
                                  if (typeof data7 === "string") {
                                    if (!pattern5.test(data7)) {
                                      validate20.errors = [{ instancePath: instancePath + "/top/" + i0, schemaPath: "#/properties/top/items/pattern", keyword: "pattern", params: { pattern: "^- \\[[^\\u0000-\\u001f\\u007f]*$" }, schema: "^- \\[[^\\u0000-\\u001f\\u007f]*$", parentSchema: schema31.properties.top.items, data: data7 }];
                                      return false;
                                    }
                                  } else {
                                    validate20.errors = [{ instancePath: instancePath + "/top/" + i0, schemaPath: "#/properties/top/items/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.top.items.type, parentSchema: schema31.properties.top.items, data: data7 }];
                                    return false;
                                  }
                                }
                                var valid1 = _errs15 === errors;
                                if (!valid1) {
                                  break;
                                }
                              }
                            }
                          } else {
                            validate20.errors = [{ instancePath: instancePath + "/top", schemaPath: "#/properties/top/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.top.type, parentSchema: schema31.properties.top, data: data6 }];
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
