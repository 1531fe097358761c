import {
  formats
} from "./main-83kepfke.mjs";

// lib/schema/generated/taste-profile.session.js
var validate2 = validate26;
var schema35 = { type: "object", required: ["ts", "action", "variant"], properties: { ts: { type: "string", format: "date-time" }, action: { enum: ["approved", "rejected"] }, variant: { type: "string", minLength: 1, maxLength: 1024, pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "x-allowed": "no control characters or newlines" }, reason: { type: "string", maxLength: 2000, pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "x-allowed": "no control characters or newlines" } }, additionalProperties: false };
var formats0 = formats["date-time"];
var pattern4 = new RegExp("^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "u");
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate26.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.ts === undefined && (missing0 = "ts") || data.action === undefined && (missing0 = "action") || data.variant === undefined && (missing0 = "variant")) {
        validate26.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, schema: schema35.required, parentSchema: schema35, data }];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === "ts" || key0 === "action" || key0 === "variant" || key0 === "reason")) {
            validate26.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, schema: false, parentSchema: schema35, data }];
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
                    validate26.errors = [{ instancePath: instancePath + "/ts", schemaPath: "#/properties/ts/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema35.properties.ts, data: data0 }];
                    return false;
                  }
                } else {
                  validate26.errors = [{ instancePath: instancePath + "/ts", schemaPath: "#/properties/ts/type", keyword: "type", params: { type: "string" }, schema: schema35.properties.ts.type, parentSchema: schema35.properties.ts, data: data0 }];
                  return false;
                }
              }
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.action !== undefined) {
              let data1 = data.action;
              const _errs4 = errors;
              if (!(data1 === "approved" || data1 === "rejected")) {
                validate26.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/enum", keyword: "enum", params: { allowedValues: schema35.properties.action.enum }, schema: schema35.properties.action.enum, parentSchema: schema35.properties.action, data: data1 }];
                return false;
              }
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.variant !== undefined) {
                let data2 = data.variant;
                const _errs5 = errors;
                if (errors === _errs5) {
                  if (typeof data2 === "string") {
                    if (data2.length > 1024) {
                      validate26.errors = [{ instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/maxLength", keyword: "maxLength", params: { limit: 1024 }, schema: 1024, parentSchema: schema35.properties.variant, data: data2 }];
                      return false;
                    } else {
                      if (data2.length < 1) {
                        validate26.errors = [{ instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/minLength", keyword: "minLength", params: { limit: 1 }, schema: 1, parentSchema: schema35.properties.variant, data: data2 }];
                        return false;
                      } else {
                        if (!pattern4.test(data2)) {
                          validate26.errors = [{ instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$" }, schema: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", parentSchema: schema35.properties.variant, data: data2 }];
                          return false;
                        }
                      }
                    }
                  } else {
                    validate26.errors = [{ instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/type", keyword: "type", params: { type: "string" }, schema: schema35.properties.variant.type, parentSchema: schema35.properties.variant, data: data2 }];
                    return false;
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.reason !== undefined) {
                  let data3 = data.reason;
                  const _errs8 = errors;
                  if (errors === _errs8) {
                    if (typeof data3 === "string") {
                      if (data3.length > 2000) {
                        validate26.errors = [{ instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/maxLength", keyword: "maxLength", params: { limit: 2000 }, schema: 2000, parentSchema: schema35.properties.reason, data: data3 }];
                        return false;
                      } else {
                        if (!pattern4.test(data3)) {
                          validate26.errors = [{ instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$" }, schema: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", parentSchema: schema35.properties.reason, data: data3 }];
                          return false;
                        }
                      }
                    } else {
                      validate26.errors = [{ instancePath: instancePath + "/reason", schemaPath: "#/properties/reason/type", keyword: "type", params: { type: "string" }, schema: schema35.properties.reason.type, parentSchema: schema35.properties.reason, data: data3 }];
                      return false;
                    }
                  }
                  var valid0 = _errs8 === errors;
                } else {
                  var valid0 = true;
                }
              }
            }
          }
        }
      }
    } else {
      validate26.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, schema: schema35.type, parentSchema: schema35, data }];
      return false;
    }
  }
  validate26.errors = vErrors;
  return errors === 0;
}
validate26.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
validate26.schema = schema35;

export { validate2 };
