import {
  formats
} from "./main-83kepfke.mjs";

// lib/schema/generated/artifact.js
var validate = validate20;
var schema31 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "gstack-kit/artifact.schema.json", type: "object", required: ["package_id", "kind", "branch", "created"], properties: { package_id: { type: "string", pattern: "^gstack-kit-\\d+\\.\\d+\\.\\d+([-+][0-9A-Za-z.-]+)?$" }, kind: { enum: ["design", "test-plan", "test-outcome", "qa-report", "ceo-plan", "retro", "checkpoint"] }, branch: { type: "string", pattern: "^[a-zA-Z0-9._-]+$" }, created: { type: "string", format: "date-time" } }, additionalProperties: true };
var pattern4 = new RegExp("^gstack-kit-\\d+\\.\\d+\\.\\d+([-+][0-9A-Za-z.-]+)?$", "u");
var pattern5 = new RegExp("^[a-zA-Z0-9._-]+$", "u");
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
      if (data.package_id === undefined && (missing0 = "package_id") || data.kind === undefined && (missing0 = "kind") || data.branch === undefined && (missing0 = "branch") || data.created === undefined && (missing0 = "created")) {
        validate20.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, schema: schema31.required, parentSchema: schema31, data }];
        return false;
      } else {
        if (data.package_id !== undefined) {
          let data0 = data.package_id;
          const _errs2 = errors;
          if (errors === _errs2) {
            if (typeof data0 === "string") {
              if (!pattern4.test(data0)) {
                validate20.errors = [{ instancePath: instancePath + "/package_id", schemaPath: "#/properties/package_id/pattern", keyword: "pattern", params: { pattern: "^gstack-kit-\\d+\\.\\d+\\.\\d+([-+][0-9A-Za-z.-]+)?$" }, schema: "^gstack-kit-\\d+\\.\\d+\\.\\d+([-+][0-9A-Za-z.-]+)?$", parentSchema: schema31.properties.package_id, data: data0 }];
                return false;
              }
            } else {
              validate20.errors = [{ instancePath: instancePath + "/package_id", schemaPath: "#/properties/package_id/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.package_id.type, parentSchema: schema31.properties.package_id, data: data0 }];
              return false;
            }
          }
          var valid0 = _errs2 === errors;
        } else {
          var valid0 = true;
        }
        if (valid0) {
          if (data.kind !== undefined) {
            let data1 = data.kind;
            const _errs4 = errors;
            if (!(data1 === "design" || data1 === "test-plan" || data1 === "test-outcome" || data1 === "qa-report" || data1 === "ceo-plan" || data1 === "retro" || data1 === "checkpoint")) {
              validate20.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema31.properties.kind.enum }, schema: schema31.properties.kind.enum, parentSchema: schema31.properties.kind, data: data1 }];
              return false;
            }
            var valid0 = _errs4 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.branch !== undefined) {
              let data2 = data.branch;
              const _errs5 = errors;
              if (errors === _errs5) {
                if (typeof data2 === "string") {
                  if (!pattern5.test(data2)) {
                    validate20.errors = [{ instancePath: instancePath + "/branch", schemaPath: "#/properties/branch/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9._-]+$" }, schema: "^[a-zA-Z0-9._-]+$", parentSchema: schema31.properties.branch, data: data2 }];
                    return false;
                  }
                } else {
                  validate20.errors = [{ instancePath: instancePath + "/branch", schemaPath: "#/properties/branch/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.branch.type, parentSchema: schema31.properties.branch, data: data2 }];
                  return false;
                }
              }
              var valid0 = _errs5 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.created !== undefined) {
                let data3 = data.created;
                const _errs7 = errors;
                if (errors === _errs7) {
                  if (errors === _errs7) {
                    if (typeof data3 === "string") {
                      if (!formats0.validate(data3)) {
                        validate20.errors = [{ instancePath: instancePath + "/created", schemaPath: "#/properties/created/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema31.properties.created, data: data3 }];
                        return false;
                      }
                    } else {
                      validate20.errors = [{ instancePath: instancePath + "/created", schemaPath: "#/properties/created/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.created.type, parentSchema: schema31.properties.created, data: data3 }];
                      return false;
                    }
                  }
                }
                var valid0 = _errs7 === errors;
              } else {
                var valid0 = true;
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
