import {
  formats
} from "./main-83kepfke.mjs";

// lib/schema/generated/repo-mode.js
var validate = validate20;
var schema31 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "gstack-kit/repo-mode.schema.json", type: "object", required: ["mode", "computed"], properties: { mode: { enum: ["solo", "collaborative", "unknown"] }, top_pct: { type: "integer", minimum: 0, maximum: 100 }, authors: { type: "integer", minimum: 0 }, total: { type: "integer", minimum: 0 }, ref: { type: "string", maxLength: 256 }, computed: { type: "string", format: "date-time" } }, additionalProperties: false };
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
      if (data.mode === undefined && (missing0 = "mode") || data.computed === undefined && (missing0 = "computed")) {
        validate20.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, schema: schema31.required, parentSchema: schema31, data }];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === "mode" || key0 === "top_pct" || key0 === "authors" || key0 === "total" || key0 === "ref" || key0 === "computed")) {
            validate20.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, schema: false, parentSchema: schema31, data }];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.mode !== undefined) {
            let data0 = data.mode;
            const _errs2 = errors;
            if (!(data0 === "solo" || data0 === "collaborative" || data0 === "unknown")) {
              validate20.errors = [{ instancePath: instancePath + "/mode", schemaPath: "#/properties/mode/enum", keyword: "enum", params: { allowedValues: schema31.properties.mode.enum }, schema: schema31.properties.mode.enum, parentSchema: schema31.properties.mode, data: data0 }];
              return false;
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.top_pct !== undefined) {
              let data1 = data.top_pct;
              const _errs3 = errors;
              if (!(typeof data1 == "number" && (!(data1 % 1) && !isNaN(data1)) && isFinite(data1))) {
                validate20.errors = [{ instancePath: instancePath + "/top_pct", schemaPath: "#/properties/top_pct/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.top_pct.type, parentSchema: schema31.properties.top_pct, data: data1 }];
                return false;
              }
              if (errors === _errs3) {
                if (typeof data1 == "number" && isFinite(data1)) {
                  if (data1 > 100 || isNaN(data1)) {
                    validate20.errors = [{ instancePath: instancePath + "/top_pct", schemaPath: "#/properties/top_pct/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, schema: 100, parentSchema: schema31.properties.top_pct, data: data1 }];
                    return false;
                  } else {
                    if (data1 < 0 || isNaN(data1)) {
                      validate20.errors = [{ instancePath: instancePath + "/top_pct", schemaPath: "#/properties/top_pct/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.top_pct, data: data1 }];
                      return false;
                    }
                  }
                }
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.authors !== undefined) {
                let data2 = data.authors;
                const _errs5 = errors;
                if (!(typeof data2 == "number" && (!(data2 % 1) && !isNaN(data2)) && isFinite(data2))) {
                  validate20.errors = [{ instancePath: instancePath + "/authors", schemaPath: "#/properties/authors/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.authors.type, parentSchema: schema31.properties.authors, data: data2 }];
                  return false;
                }
                if (errors === _errs5) {
                  if (typeof data2 == "number" && isFinite(data2)) {
                    if (data2 < 0 || isNaN(data2)) {
                      validate20.errors = [{ instancePath: instancePath + "/authors", schemaPath: "#/properties/authors/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.authors, data: data2 }];
                      return false;
                    }
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.total !== undefined) {
                  let data3 = data.total;
                  const _errs7 = errors;
                  if (!(typeof data3 == "number" && (!(data3 % 1) && !isNaN(data3)) && isFinite(data3))) {
                    validate20.errors = [{ instancePath: instancePath + "/total", schemaPath: "#/properties/total/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.total.type, parentSchema: schema31.properties.total, data: data3 }];
                    return false;
                  }
                  if (errors === _errs7) {
                    if (typeof data3 == "number" && isFinite(data3)) {
                      if (data3 < 0 || isNaN(data3)) {
                        validate20.errors = [{ instancePath: instancePath + "/total", schemaPath: "#/properties/total/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.total, data: data3 }];
                        return false;
                      }
                    }
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.ref !== undefined) {
                    let data4 = data.ref;
                    const _errs9 = errors;
                    if (errors === _errs9) {
                      if (typeof data4 === "string") {
                        if (data4.length > 256) {
                          validate20.errors = [{ instancePath: instancePath + "/ref", schemaPath: "#/properties/ref/maxLength", keyword: "maxLength", params: { limit: 256 }, schema: 256, parentSchema: schema31.properties.ref, data: data4 }];
                          return false;
                        }
                      } else {
                        validate20.errors = [{ instancePath: instancePath + "/ref", schemaPath: "#/properties/ref/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.ref.type, parentSchema: schema31.properties.ref, data: data4 }];
                        return false;
                      }
                    }
                    var valid0 = _errs9 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.computed !== undefined) {
                      let data5 = data.computed;
                      const _errs11 = errors;
                      if (errors === _errs11) {
                        if (errors === _errs11) {
                          if (typeof data5 === "string") {
                            if (!formats0.validate(data5)) {
                              validate20.errors = [{ instancePath: instancePath + "/computed", schemaPath: "#/properties/computed/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema31.properties.computed, data: data5 }];
                              return false;
                            }
                          } else {
                            validate20.errors = [{ instancePath: instancePath + "/computed", schemaPath: "#/properties/computed/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.computed.type, parentSchema: schema31.properties.computed, data: data5 }];
                            return false;
                          }
                        }
                      }
                      var valid0 = _errs11 === errors;
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
