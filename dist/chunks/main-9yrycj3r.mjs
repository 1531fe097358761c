import {
  formats
} from "./main-83kepfke.mjs";

// lib/schema/generated/learning.js
var validate5 = validate20;
var schema31 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "gstack-kit/learning.schema.json", type: "object", required: ["type", "key", "ts", "trusted"], properties: { skill: { type: "string", pattern: "^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$", "x-allowed": "1-64 characters of [a-zA-Z0-9_.:-], starting with a letter or digit" }, type: { enum: ["pattern", "pitfall", "preference", "architecture", "tool", "operational", "investigation"] }, key: { type: "string", pattern: "^[a-zA-Z0-9_-]+$", maxLength: 128, "x-allowed": "letters, digits, - and _ only (^[a-zA-Z0-9_-]+$, at most 128)" }, insight: { type: "string", maxLength: 4000, pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "x-allowed": "no control characters or newlines" }, confidence: { type: "integer", minimum: 1, maximum: 10 }, source: { enum: ["observed", "user-stated", "inferred", "cross-model"] }, files: { type: "array", maxItems: 100, items: { type: "string", maxLength: 1024, pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "x-allowed": "no control characters or newlines" } }, ts: { type: "string", format: "date-time" }, trusted: { type: "boolean" }, retired: { type: "boolean" }, share: { enum: ["team", "private"] } }, propertyNames: { pattern: "^[a-zA-Z0-9_.-]{1,64}$", "x-allowed": "[a-zA-Z0-9_.-], 1-64 characters" }, allOf: [{ if: { properties: { source: { const: "user-stated" } }, required: ["source"] }, else: { properties: { trusted: { const: false } } } }, { if: { properties: { retired: { const: true } }, required: ["retired"] }, else: { required: ["confidence"] } }] };
var pattern4 = new RegExp("^[a-zA-Z0-9_.-]{1,64}$", "u");
var pattern5 = new RegExp("^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$", "u");
var pattern6 = new RegExp("^[a-zA-Z0-9_-]+$", "u");
var pattern7 = new RegExp("^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "u");
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
  const _errs2 = errors;
  let valid1 = true;
  const _errs3 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing0;
    if (data.source === undefined && (missing0 = "source")) {
      const err0 = {};
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    } else {
      if (data.source !== undefined) {
        if (data.source !== "user-stated") {
          const err1 = {};
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      }
    }
  }
  var _valid0 = _errs3 === errors;
  errors = _errs2;
  if (vErrors !== null) {
    if (_errs2) {
      vErrors.length = _errs2;
    } else {
      vErrors = null;
    }
  }
  if (!_valid0) {
    const _errs5 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.trusted !== undefined) {
        let data1 = data.trusted;
        if (data1 !== false) {
          const err2 = { instancePath: instancePath + "/trusted", schemaPath: "#/allOf/0/else/properties/trusted/const", keyword: "const", params: { allowedValue: false }, schema: false, parentSchema: schema31.allOf[0].else.properties.trusted, data: data1 };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      }
    }
    var _valid0 = _errs5 === errors;
    valid1 = _valid0;
    if (valid1) {
      var props0 = {};
      props0.trusted = true;
      props0.source = true;
    }
  }
  if (!valid1) {
    const err3 = { instancePath, schemaPath: "#/allOf/0/if", keyword: "if", params: { failingKeyword: "else" }, schema: schema31.allOf[0].if, parentSchema: schema31.allOf[0], data };
    if (vErrors === null) {
      vErrors = [err3];
    } else {
      vErrors.push(err3);
    }
    errors++;
  }
  const _errs8 = errors;
  let valid4 = true;
  const _errs9 = errors;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    let missing1;
    if (data.retired === undefined && (missing1 = "retired")) {
      const err4 = {};
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    } else {
      if (data.retired !== undefined) {
        if (data.retired !== true) {
          const err5 = {};
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
  }
  var _valid1 = _errs9 === errors;
  errors = _errs8;
  if (vErrors !== null) {
    if (_errs8) {
      vErrors.length = _errs8;
    } else {
      vErrors = null;
    }
  }
  if (!_valid1) {
    const _errs11 = errors;
    if (data && typeof data == "object" && !Array.isArray(data)) {
      if (data.confidence === undefined) {
        const err6 = { instancePath, schemaPath: "#/allOf/1/else/required", keyword: "required", params: { missingProperty: "confidence" }, schema: schema31.allOf[1].else.required, parentSchema: schema31.allOf[1].else, data };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    var _valid1 = _errs11 === errors;
    valid4 = _valid1;
  }
  if (!valid4) {
    const err7 = { instancePath, schemaPath: "#/allOf/1/if", keyword: "if", params: { failingKeyword: "else" }, schema: schema31.allOf[1].if, parentSchema: schema31.allOf[1], data };
    if (vErrors === null) {
      vErrors = [err7];
    } else {
      vErrors.push(err7);
    }
    errors++;
  }
  if (props0 !== true) {
    props0 = props0 || {};
    props0.retired = true;
  }
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.type === undefined) {
      const err8 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "type" }, schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    if (data.key === undefined) {
      const err9 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "key" }, schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (data.ts === undefined) {
      const err10 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "ts" }, schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    if (data.trusted === undefined) {
      const err11 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "trusted" }, schema: schema31.required, parentSchema: schema31, data };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    for (const key0 in data) {
      const _errs12 = errors;
      if (typeof key0 === "string") {
        if (!pattern4.test(key0)) {
          const err12 = { instancePath, schemaPath: "#/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9_.-]{1,64}$" }, schema: "^[a-zA-Z0-9_.-]{1,64}$", parentSchema: schema31.propertyNames, data: key0, propertyName: key0 };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      var valid6 = _errs12 === errors;
      if (!valid6) {
        const err13 = { instancePath, schemaPath: "#/propertyNames", keyword: "propertyNames", params: { propertyName: key0 }, schema: schema31.propertyNames, parentSchema: schema31, data };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (props0 !== true) {
      props0 = props0 || {};
      props0.skill = true;
      props0.type = true;
      props0.key = true;
      props0.insight = true;
      props0.confidence = true;
      props0.source = true;
      props0.files = true;
      props0.ts = true;
      props0.trusted = true;
      props0.retired = true;
      props0.share = true;
    }
    if (data.skill !== undefined) {
      let data3 = data.skill;
      if (typeof data3 === "string") {
        if (!pattern5.test(data3)) {
          const err14 = { instancePath: instancePath + "/skill", schemaPath: "#/properties/skill/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$" }, schema: "^[a-zA-Z0-9][a-zA-Z0-9_.:-]{0,63}$", parentSchema: schema31.properties.skill, data: data3 };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = { instancePath: instancePath + "/skill", schemaPath: "#/properties/skill/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.skill.type, parentSchema: schema31.properties.skill, data: data3 };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.type !== undefined) {
      let data4 = data.type;
      if (!(data4 === "pattern" || data4 === "pitfall" || data4 === "preference" || data4 === "architecture" || data4 === "tool" || data4 === "operational" || data4 === "investigation")) {
        const err16 = { instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema31.properties.type.enum }, schema: schema31.properties.type.enum, parentSchema: schema31.properties.type, data: data4 };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
    if (data.key !== undefined) {
      let data5 = data.key;
      if (typeof data5 === "string") {
        if (data5.length > 128) {
          const err17 = { instancePath: instancePath + "/key", schemaPath: "#/properties/key/maxLength", keyword: "maxLength", params: { limit: 128 }, schema: 128, parentSchema: schema31.properties.key, data: data5 };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (!pattern6.test(data5)) {
          const err18 = { instancePath: instancePath + "/key", schemaPath: "#/properties/key/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9_-]+$" }, schema: "^[a-zA-Z0-9_-]+$", parentSchema: schema31.properties.key, data: data5 };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = { instancePath: instancePath + "/key", schemaPath: "#/properties/key/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.key.type, parentSchema: schema31.properties.key, data: data5 };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.insight !== undefined) {
      let data6 = data.insight;
      if (typeof data6 === "string") {
        if (data6.length > 4000) {
          const err20 = { instancePath: instancePath + "/insight", schemaPath: "#/properties/insight/maxLength", keyword: "maxLength", params: { limit: 4000 }, schema: 4000, parentSchema: schema31.properties.insight, data: data6 };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (!pattern7.test(data6)) {
          const err21 = { instancePath: instancePath + "/insight", schemaPath: "#/properties/insight/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$" }, schema: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", parentSchema: schema31.properties.insight, data: data6 };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      } else {
        const err22 = { instancePath: instancePath + "/insight", schemaPath: "#/properties/insight/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.insight.type, parentSchema: schema31.properties.insight, data: data6 };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.confidence !== undefined) {
      let data7 = data.confidence;
      if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)) && isFinite(data7))) {
        const err23 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.confidence.type, parentSchema: schema31.properties.confidence, data: data7 };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      if (typeof data7 == "number" && isFinite(data7)) {
        if (data7 > 10 || isNaN(data7)) {
          const err24 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/maximum", keyword: "maximum", params: { comparison: "<=", limit: 10 }, schema: 10, parentSchema: schema31.properties.confidence, data: data7 };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (data7 < 1 || isNaN(data7)) {
          const err25 = { instancePath: instancePath + "/confidence", schemaPath: "#/properties/confidence/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, schema: 1, parentSchema: schema31.properties.confidence, data: data7 };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
    }
    if (data.source !== undefined) {
      let data8 = data.source;
      if (!(data8 === "observed" || data8 === "user-stated" || data8 === "inferred" || data8 === "cross-model")) {
        const err26 = { instancePath: instancePath + "/source", schemaPath: "#/properties/source/enum", keyword: "enum", params: { allowedValues: schema31.properties.source.enum }, schema: schema31.properties.source.enum, parentSchema: schema31.properties.source, data: data8 };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data.files !== undefined) {
      let data9 = data.files;
      if (Array.isArray(data9)) {
        if (data9.length > 100) {
          const err27 = { instancePath: instancePath + "/files", schemaPath: "#/properties/files/maxItems", keyword: "maxItems", params: { limit: 100 }, schema: 100, parentSchema: schema31.properties.files, data: data9 };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        const len0 = data9.length;
        for (let i0 = 0;i0 < len0; i0++) {
          let data10 = data9[i0];
          if (typeof data10 === "string") {
            if (data10.length > 1024) {
              const err28 = { instancePath: instancePath + "/files/" + i0, schemaPath: "#/properties/files/items/maxLength", keyword: "maxLength", params: { limit: 1024 }, schema: 1024, parentSchema: schema31.properties.files.items, data: data10 };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
            if (!pattern7.test(data10)) {
              const err29 = { instancePath: instancePath + "/files/" + i0, schemaPath: "#/properties/files/items/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$" }, schema: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", parentSchema: schema31.properties.files.items, data: data10 };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          } else {
            const err30 = { instancePath: instancePath + "/files/" + i0, schemaPath: "#/properties/files/items/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.files.items.type, parentSchema: schema31.properties.files.items, data: data10 };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
      } else {
        const err31 = { instancePath: instancePath + "/files", schemaPath: "#/properties/files/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.files.type, parentSchema: schema31.properties.files, data: data9 };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.ts !== undefined) {
      let data11 = data.ts;
      if (typeof data11 === "string") {
        if (!formats0.validate(data11)) {
          const err32 = { instancePath: instancePath + "/ts", schemaPath: "#/properties/ts/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema31.properties.ts, data: data11 };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
      } else {
        const err33 = { instancePath: instancePath + "/ts", schemaPath: "#/properties/ts/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.ts.type, parentSchema: schema31.properties.ts, data: data11 };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.trusted !== undefined) {
      let data12 = data.trusted;
      if (typeof data12 !== "boolean") {
        const err34 = { instancePath: instancePath + "/trusted", schemaPath: "#/properties/trusted/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.trusted.type, parentSchema: schema31.properties.trusted, data: data12 };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.retired !== undefined) {
      let data13 = data.retired;
      if (typeof data13 !== "boolean") {
        const err35 = { instancePath: instancePath + "/retired", schemaPath: "#/properties/retired/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.retired.type, parentSchema: schema31.properties.retired, data: data13 };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.share !== undefined) {
      let data14 = data.share;
      if (!(data14 === "team" || data14 === "private")) {
        const err36 = { instancePath: instancePath + "/share", schemaPath: "#/properties/share/enum", keyword: "enum", params: { allowedValues: schema31.properties.share.enum }, schema: schema31.properties.share.enum, parentSchema: schema31.properties.share, data: data14 };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
  } else {
    const err37 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, schema: schema31.type, parentSchema: schema31, data };
    if (vErrors === null) {
      vErrors = [err37];
    } else {
      vErrors.push(err37);
    }
    errors++;
  }
  validate20.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate20.evaluated = { dynamicProps: true, dynamicItems: false };
validate20.schema = schema31;

export { validate5 };
