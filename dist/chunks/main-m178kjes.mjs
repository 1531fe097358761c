import {
  formats
} from "./main-83kepfke.mjs";

// lib/schema/generated/review.js
var validate3 = validate20;
var schema31 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "gstack-kit/review.schema.json", type: "object", anyOf: [{ required: ["ts"] }, { required: ["timestamp"] }], properties: { ts: { type: "string", format: "date-time" }, timestamp: { type: "string", "x-allowed": "an ISO 8601 string" }, commit_full: { type: "string", pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$" }, tree: { type: "string", pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$" }, wtree: { type: "string", pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$" }, dirty: { type: "boolean" }, critical: { type: "integer", minimum: 0, maximum: 9007199254740991, "x-allowed": "a non-negative integer" }, informational: { type: "integer", minimum: 0, maximum: 9007199254740991, "x-allowed": "a non-negative integer" } }, propertyNames: { pattern: "^[a-zA-Z0-9_.-]{1,64}$", "x-allowed": "[a-zA-Z0-9_.-], 1-64 characters" }, additionalProperties: { $ref: "#/$defs/value" }, $defs: { value: { pattern: "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$", "x-allowed": "no control characters (tab and newline are fine)", items: { $ref: "#/$defs/value" }, additionalProperties: { $ref: "#/$defs/value" } } } };
var pattern4 = new RegExp("^[a-zA-Z0-9_.-]{1,64}$", "u");
var pattern6 = new RegExp("^[0-9a-f]{40}([0-9a-f]{24})?$", "u");
var schema32 = { pattern: "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$", "x-allowed": "no control characters (tab and newline are fine)", items: { $ref: "#/$defs/value" }, additionalProperties: { $ref: "#/$defs/value" } };
var pattern5 = new RegExp("^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$", "u");
var wrapper0 = { validate: validate21 };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (typeof data === "string") {
    if (!pattern5.test(data)) {
      const err0 = { instancePath, schemaPath: "#/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$" }, schema: "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$", parentSchema: schema32, data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0;i0 < len0; i0++) {
      if (!wrapper0.validate(data[i0], { instancePath: instancePath + "/" + i0, parentData: data, parentDataProperty: i0, rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
        errors = vErrors.length;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!wrapper0.validate(data[key0], { instancePath: instancePath + "/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key0, rootData, dynamicAnchors })) {
        vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
        errors = vErrors.length;
      }
    }
  }
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { props: true, items: true, dynamicProps: false, dynamicItems: false };
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
  const _errs1 = errors;
  let valid0 = false;
  const _errs2 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.ts === undefined) {
      const err0 = { instancePath, schemaPath: "#/anyOf/0/required", keyword: "required", params: { missingProperty: "ts" }, schema: schema31.anyOf[0].required, parentSchema: schema31.anyOf[0], data };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
  }
  var _valid0 = _errs2 === errors;
  valid0 = valid0 || _valid0;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.timestamp === undefined) {
      const err1 = { instancePath, schemaPath: "#/anyOf/1/required", keyword: "required", params: { missingProperty: "timestamp" }, schema: schema31.anyOf[1].required, parentSchema: schema31.anyOf[1], data };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
  }
  var _valid0 = _errs3 === errors;
  valid0 = valid0 || _valid0;
  if (!valid0) {
    const err2 = { instancePath, schemaPath: "#/anyOf", keyword: "anyOf", params: {}, schema: schema31.anyOf, parentSchema: schema31, data };
    if (vErrors === null) {
      vErrors = [err2];
    } else {
      vErrors.push(err2);
    }
    errors++;
  } else {
    errors = _errs1;
    if (vErrors !== null) {
      if (_errs1) {
        vErrors.length = _errs1;
      } else {
        vErrors = null;
      }
    }
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      const _errs4 = errors;
      if (typeof key0 === "string") {
        if (!pattern4.test(key0)) {
          const err3 = { instancePath, schemaPath: "#/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9_.-]{1,64}$" }, schema: "^[a-zA-Z0-9_.-]{1,64}$", parentSchema: schema31.propertyNames, data: key0, propertyName: key0 };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      }
      var valid1 = _errs4 === errors;
      if (!valid1) {
        const err4 = { instancePath, schemaPath: "#/propertyNames", keyword: "propertyNames", params: { propertyName: key0 }, schema: schema31.propertyNames, parentSchema: schema31, data };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    for (const key1 in data) {
      if (!(key1 === "ts" || key1 === "timestamp" || key1 === "commit_full" || key1 === "tree" || key1 === "wtree" || key1 === "dirty" || key1 === "critical" || key1 === "informational")) {
        if (!validate21(data[key1], { instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data, parentDataProperty: key1, rootData, dynamicAnchors })) {
          vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
          errors = vErrors.length;
        }
      }
    }
    if (data.ts !== undefined) {
      let data1 = data.ts;
      if (typeof data1 === "string") {
        if (!formats0.validate(data1)) {
          const err5 = { instancePath: instancePath + "/ts", schemaPath: "#/properties/ts/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema31.properties.ts, data: data1 };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = { instancePath: instancePath + "/ts", schemaPath: "#/properties/ts/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.ts.type, parentSchema: schema31.properties.ts, data: data1 };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.timestamp !== undefined) {
      let data2 = data.timestamp;
      if (typeof data2 !== "string") {
        const err7 = { instancePath: instancePath + "/timestamp", schemaPath: "#/properties/timestamp/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.timestamp.type, parentSchema: schema31.properties.timestamp, data: data2 };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.commit_full !== undefined) {
      let data3 = data.commit_full;
      if (typeof data3 === "string") {
        if (!pattern6.test(data3)) {
          const err8 = { instancePath: instancePath + "/commit_full", schemaPath: "#/properties/commit_full/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$" }, schema: "^[0-9a-f]{40}([0-9a-f]{24})?$", parentSchema: schema31.properties.commit_full, data: data3 };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = { instancePath: instancePath + "/commit_full", schemaPath: "#/properties/commit_full/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.commit_full.type, parentSchema: schema31.properties.commit_full, data: data3 };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.tree !== undefined) {
      let data4 = data.tree;
      if (typeof data4 === "string") {
        if (!pattern6.test(data4)) {
          const err10 = { instancePath: instancePath + "/tree", schemaPath: "#/properties/tree/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$" }, schema: "^[0-9a-f]{40}([0-9a-f]{24})?$", parentSchema: schema31.properties.tree, data: data4 };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = { instancePath: instancePath + "/tree", schemaPath: "#/properties/tree/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.tree.type, parentSchema: schema31.properties.tree, data: data4 };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.wtree !== undefined) {
      let data5 = data.wtree;
      if (typeof data5 === "string") {
        if (!pattern6.test(data5)) {
          const err12 = { instancePath: instancePath + "/wtree", schemaPath: "#/properties/wtree/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{40}([0-9a-f]{24})?$" }, schema: "^[0-9a-f]{40}([0-9a-f]{24})?$", parentSchema: schema31.properties.wtree, data: data5 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = { instancePath: instancePath + "/wtree", schemaPath: "#/properties/wtree/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.wtree.type, parentSchema: schema31.properties.wtree, data: data5 };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.dirty !== undefined) {
      let data6 = data.dirty;
      if (typeof data6 !== "boolean") {
        const err14 = { instancePath: instancePath + "/dirty", schemaPath: "#/properties/dirty/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.dirty.type, parentSchema: schema31.properties.dirty, data: data6 };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.critical !== undefined) {
      let data7 = data.critical;
      if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
        const err15 = { instancePath: instancePath + "/critical", schemaPath: "#/properties/critical/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.critical.type, parentSchema: schema31.properties.critical, data: data7 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data7 == "number" && isFinite(data7)) {
        if (data7 > 9007199254740991 || isNaN(data7)) {
          const err16 = { instancePath: instancePath + "/critical", schemaPath: "#/properties/critical/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, schema: 9007199254740991, parentSchema: schema31.properties.critical, data: data7 };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data7 < 0 || isNaN(data7)) {
          const err17 = { instancePath: instancePath + "/critical", schemaPath: "#/properties/critical/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.critical, data: data7 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
    if (data.informational !== undefined) {
      let data8 = data.informational;
      if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8))) {
        const err18 = { instancePath: instancePath + "/informational", schemaPath: "#/properties/informational/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.informational.type, parentSchema: schema31.properties.informational, data: data8 };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (typeof data8 == "number" && isFinite(data8)) {
        if (data8 > 9007199254740991 || isNaN(data8)) {
          const err19 = { instancePath: instancePath + "/informational", schemaPath: "#/properties/informational/maximum", keyword: "maximum", params: { comparison: "<=", limit: 9007199254740991 }, schema: 9007199254740991, parentSchema: schema31.properties.informational, data: data8 };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data8 < 0 || isNaN(data8)) {
          const err20 = { instancePath: instancePath + "/informational", schemaPath: "#/properties/informational/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.informational, data: data8 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
  } else {
    const err21 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, schema: schema31.type, parentSchema: schema31, data };
    if (vErrors === null) {
      vErrors = [err21];
    } else {
      vErrors.push(err21);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
validate20.schema = schema31;

export { validate3 };
