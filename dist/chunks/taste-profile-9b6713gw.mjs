import {
  formats
} from "./main-83kepfke.mjs";

// lib/schema/generated/taste-profile.js
var validate = validate20;
var schema31 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "gstack-kit/taste-profile.schema.json", type: "object", required: ["version", "updated_at", "dimensions", "sessions"], properties: { version: { const: 1 }, updated_at: { type: "string", format: "date-time" }, dimensions: { type: "object", required: ["fonts", "colors", "layouts", "aesthetics"], properties: { fonts: { $ref: "#/$defs/buckets" }, colors: { $ref: "#/$defs/buckets" }, layouts: { $ref: "#/$defs/buckets" }, aesthetics: { $ref: "#/$defs/buckets" } }, additionalProperties: false }, sessions: { type: "array", maxItems: 50, items: { $ref: "#/$defs/session" } } }, additionalProperties: false, $defs: { session: { type: "object", required: ["ts", "action", "variant"], properties: { ts: { type: "string", format: "date-time" }, action: { enum: ["approved", "rejected"] }, variant: { type: "string", minLength: 1, maxLength: 1024, pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "x-allowed": "no control characters or newlines" }, reason: { type: "string", maxLength: 2000, pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "x-allowed": "no control characters or newlines" } }, additionalProperties: false }, buckets: { type: "object", required: ["approved", "rejected"], properties: { approved: { type: "array", items: { $ref: "#/$defs/preference" } }, rejected: { type: "array", items: { $ref: "#/$defs/preference" } } }, additionalProperties: false }, preference: { type: "object", required: ["value", "confidence", "approved_count", "rejected_count", "last_seen"], properties: { value: { type: "string", minLength: 1 }, confidence: { type: "number", minimum: 0, maximum: 1 }, approved_count: { type: "integer", minimum: 0 }, rejected_count: { type: "integer", minimum: 0 }, last_seen: { type: "string", format: "date-time" } }, additionalProperties: false } } };
var schema35 = { type: "object", required: ["ts", "action", "variant"], properties: { ts: { type: "string", format: "date-time" }, action: { enum: ["approved", "rejected"] }, variant: { type: "string", minLength: 1, maxLength: 1024, pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "x-allowed": "no control characters or newlines" }, reason: { type: "string", maxLength: 2000, pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "x-allowed": "no control characters or newlines" } }, additionalProperties: false };
var formats0 = formats["date-time"];
var schema32 = { type: "object", required: ["approved", "rejected"], properties: { approved: { type: "array", items: { $ref: "#/$defs/preference" } }, rejected: { type: "array", items: { $ref: "#/$defs/preference" } } }, additionalProperties: false };
var schema33 = { type: "object", required: ["value", "confidence", "approved_count", "rejected_count", "last_seen"], properties: { value: { type: "string", minLength: 1 }, confidence: { type: "number", minimum: 0, maximum: 1 }, approved_count: { type: "integer", minimum: 0 }, rejected_count: { type: "integer", minimum: 0 }, last_seen: { type: "string", format: "date-time" } }, additionalProperties: false };
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
  if (errors === 0) {
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.approved === undefined && (missing0 = "approved") || data.rejected === undefined && (missing0 = "rejected")) {
        validate21.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, schema: schema32.required, parentSchema: schema32, data }];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === "approved" || key0 === "rejected")) {
            validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, schema: false, parentSchema: schema32, data }];
            return false;
            break;
          }
        }
        if (_errs1 === errors) {
          if (data.approved !== undefined) {
            let data0 = data.approved;
            const _errs2 = errors;
            if (errors === _errs2) {
              if (Array.isArray(data0)) {
                var valid1 = true;
                const len0 = data0.length;
                for (let i0 = 0;i0 < len0; i0++) {
                  let data1 = data0[i0];
                  const _errs4 = errors;
                  const _errs5 = errors;
                  if (errors === _errs5) {
                    if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                      let missing1;
                      if (data1.value === undefined && (missing1 = "value") || data1.confidence === undefined && (missing1 = "confidence") || data1.approved_count === undefined && (missing1 = "approved_count") || data1.rejected_count === undefined && (missing1 = "rejected_count") || data1.last_seen === undefined && (missing1 = "last_seen")) {
                        validate21.errors = [{ instancePath: instancePath + "/approved/" + i0, schemaPath: "#/$defs/preference/required", keyword: "required", params: { missingProperty: missing1 }, schema: schema33.required, parentSchema: schema33, data: data1 }];
                        return false;
                      } else {
                        const _errs7 = errors;
                        for (const key1 in data1) {
                          if (!(key1 === "value" || key1 === "confidence" || key1 === "approved_count" || key1 === "rejected_count" || key1 === "last_seen")) {
                            validate21.errors = [{ instancePath: instancePath + "/approved/" + i0, schemaPath: "#/$defs/preference/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, schema: false, parentSchema: schema33, data: data1 }];
                            return false;
                            break;
                          }
                        }
                        if (_errs7 === errors) {
                          if (data1.value !== undefined) {
                            let data2 = data1.value;
                            const _errs8 = errors;
                            if (errors === _errs8) {
                              if (typeof data2 === "string") {
                                if (data2.length < 1) {
                                  validate21.errors = [{ instancePath: instancePath + "/approved/" + i0 + "/value", schemaPath: "#/$defs/preference/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, schema: 1, parentSchema: schema33.properties.value, data: data2 }];
                                  return false;
                                }
                              } else {
                                validate21.errors = [{ instancePath: instancePath + "/approved/" + i0 + "/value", schemaPath: "#/$defs/preference/properties/value/type", keyword: "type", params: { type: "string" }, schema: schema33.properties.value.type, parentSchema: schema33.properties.value, data: data2 }];
                                return false;
                              }
                            }
                            var valid3 = _errs8 === errors;
                          } else {
                            var valid3 = true;
                          }
                          if (valid3) {
                            if (data1.confidence !== undefined) {
                              let data3 = data1.confidence;
                              const _errs10 = errors;
                              if (errors === _errs10) {
                                if (typeof data3 == "number" && isFinite(data3)) {
                                  if (data3 > 1 || isNaN(data3)) {
                                    validate21.errors = [{ instancePath: instancePath + "/approved/" + i0 + "/confidence", schemaPath: "#/$defs/preference/properties/confidence/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, schema: 1, parentSchema: schema33.properties.confidence, data: data3 }];
                                    return false;
                                  } else {
                                    if (data3 < 0 || isNaN(data3)) {
                                      validate21.errors = [{ instancePath: instancePath + "/approved/" + i0 + "/confidence", schemaPath: "#/$defs/preference/properties/confidence/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema33.properties.confidence, data: data3 }];
                                      return false;
                                    }
                                  }
                                } else {
                                  validate21.errors = [{ instancePath: instancePath + "/approved/" + i0 + "/confidence", schemaPath: "#/$defs/preference/properties/confidence/type", keyword: "type", params: { type: "number" }, schema: schema33.properties.confidence.type, parentSchema: schema33.properties.confidence, data: data3 }];
                                  return false;
                                }
                              }
                              var valid3 = _errs10 === errors;
                            } else {
                              var valid3 = true;
                            }
                            if (valid3) {
                              if (data1.approved_count !== undefined) {
                                let data4 = data1.approved_count;
                                const _errs12 = errors;
                                if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
                                  validate21.errors = [{ instancePath: instancePath + "/approved/" + i0 + "/approved_count", schemaPath: "#/$defs/preference/properties/approved_count/type", keyword: "type", params: { type: "integer" }, schema: schema33.properties.approved_count.type, parentSchema: schema33.properties.approved_count, data: data4 }];
                                  return false;
                                }
                                if (errors === _errs12) {
                                  if (typeof data4 == "number" && isFinite(data4)) {
                                    if (data4 < 0 || isNaN(data4)) {
                                      validate21.errors = [{ instancePath: instancePath + "/approved/" + i0 + "/approved_count", schemaPath: "#/$defs/preference/properties/approved_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema33.properties.approved_count, data: data4 }];
                                      return false;
                                    }
                                  }
                                }
                                var valid3 = _errs12 === errors;
                              } else {
                                var valid3 = true;
                              }
                              if (valid3) {
                                if (data1.rejected_count !== undefined) {
                                  let data5 = data1.rejected_count;
                                  const _errs14 = errors;
                                  if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
                                    validate21.errors = [{ instancePath: instancePath + "/approved/" + i0 + "/rejected_count", schemaPath: "#/$defs/preference/properties/rejected_count/type", keyword: "type", params: { type: "integer" }, schema: schema33.properties.rejected_count.type, parentSchema: schema33.properties.rejected_count, data: data5 }];
                                    return false;
                                  }
                                  if (errors === _errs14) {
                                    if (typeof data5 == "number" && isFinite(data5)) {
                                      if (data5 < 0 || isNaN(data5)) {
                                        validate21.errors = [{ instancePath: instancePath + "/approved/" + i0 + "/rejected_count", schemaPath: "#/$defs/preference/properties/rejected_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema33.properties.rejected_count, data: data5 }];
                                        return false;
                                      }
                                    }
                                  }
                                  var valid3 = _errs14 === errors;
                                } else {
                                  var valid3 = true;
                                }
                                if (valid3) {
                                  if (data1.last_seen !== undefined) {
                                    let data6 = data1.last_seen;
                                    const _errs16 = errors;
                                    if (errors === _errs16) {
                                      if (errors === _errs16) {
                                        if (typeof data6 === "string") {
                                          if (!formats0.validate(data6)) {
                                            validate21.errors = [{ instancePath: instancePath + "/approved/" + i0 + "/last_seen", schemaPath: "#/$defs/preference/properties/last_seen/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema33.properties.last_seen, data: data6 }];
                                            return false;
                                          }
                                        } else {
                                          validate21.errors = [{ instancePath: instancePath + "/approved/" + i0 + "/last_seen", schemaPath: "#/$defs/preference/properties/last_seen/type", keyword: "type", params: { type: "string" }, schema: schema33.properties.last_seen.type, parentSchema: schema33.properties.last_seen, data: data6 }];
                                          return false;
                                        }
                                      }
                                    }
                                    var valid3 = _errs16 === errors;
                                  } else {
                                    var valid3 = true;
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    } else {
                      validate21.errors = [{ instancePath: instancePath + "/approved/" + i0, schemaPath: "#/$defs/preference/type", keyword: "type", params: { type: "object" }, schema: schema33.type, parentSchema: schema33, data: data1 }];
                      return false;
                    }
                  }
                  var valid1 = _errs4 === errors;
                  if (!valid1) {
                    break;
                  }
                }
              } else {
                validate21.errors = [{ instancePath: instancePath + "/approved", schemaPath: "#/properties/approved/type", keyword: "type", params: { type: "array" }, schema: schema32.properties.approved.type, parentSchema: schema32.properties.approved, data: data0 }];
                return false;
              }
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.rejected !== undefined) {
              let data7 = data.rejected;
              const _errs18 = errors;
              if (errors === _errs18) {
                if (Array.isArray(data7)) {
                  var valid4 = true;
                  const len1 = data7.length;
                  for (let i1 = 0;i1 < len1; i1++) {
                    let data8 = data7[i1];
                    const _errs20 = errors;
                    const _errs21 = errors;
                    if (errors === _errs21) {
                      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                        let missing2;
                        if (data8.value === undefined && (missing2 = "value") || data8.confidence === undefined && (missing2 = "confidence") || data8.approved_count === undefined && (missing2 = "approved_count") || data8.rejected_count === undefined && (missing2 = "rejected_count") || data8.last_seen === undefined && (missing2 = "last_seen")) {
                          validate21.errors = [{ instancePath: instancePath + "/rejected/" + i1, schemaPath: "#/$defs/preference/required", keyword: "required", params: { missingProperty: missing2 }, schema: schema33.required, parentSchema: schema33, data: data8 }];
                          return false;
                        } else {
                          const _errs23 = errors;
                          for (const key2 in data8) {
                            if (!(key2 === "value" || key2 === "confidence" || key2 === "approved_count" || key2 === "rejected_count" || key2 === "last_seen")) {
                              validate21.errors = [{ instancePath: instancePath + "/rejected/" + i1, schemaPath: "#/$defs/preference/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, schema: false, parentSchema: schema33, data: data8 }];
                              return false;
                              break;
                            }
                          }
                          if (_errs23 === errors) {
                            if (data8.value !== undefined) {
                              let data9 = data8.value;
                              const _errs24 = errors;
                              if (errors === _errs24) {
                                if (typeof data9 === "string") {
                                  if (data9.length < 1) {
                                    validate21.errors = [{ instancePath: instancePath + "/rejected/" + i1 + "/value", schemaPath: "#/$defs/preference/properties/value/minLength", keyword: "minLength", params: { limit: 1 }, schema: 1, parentSchema: schema33.properties.value, data: data9 }];
                                    return false;
                                  }
                                } else {
                                  validate21.errors = [{ instancePath: instancePath + "/rejected/" + i1 + "/value", schemaPath: "#/$defs/preference/properties/value/type", keyword: "type", params: { type: "string" }, schema: schema33.properties.value.type, parentSchema: schema33.properties.value, data: data9 }];
                                  return false;
                                }
                              }
                              var valid6 = _errs24 === errors;
                            } else {
                              var valid6 = true;
                            }
                            if (valid6) {
                              if (data8.confidence !== undefined) {
                                let data10 = data8.confidence;
                                const _errs26 = errors;
                                if (errors === _errs26) {
                                  if (typeof data10 == "number" && isFinite(data10)) {
                                    if (data10 > 1 || isNaN(data10)) {
                                      validate21.errors = [{ instancePath: instancePath + "/rejected/" + i1 + "/confidence", schemaPath: "#/$defs/preference/properties/confidence/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, schema: 1, parentSchema: schema33.properties.confidence, data: data10 }];
                                      return false;
                                    } else {
                                      if (data10 < 0 || isNaN(data10)) {
                                        validate21.errors = [{ instancePath: instancePath + "/rejected/" + i1 + "/confidence", schemaPath: "#/$defs/preference/properties/confidence/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema33.properties.confidence, data: data10 }];
                                        return false;
                                      }
                                    }
                                  } else {
                                    validate21.errors = [{ instancePath: instancePath + "/rejected/" + i1 + "/confidence", schemaPath: "#/$defs/preference/properties/confidence/type", keyword: "type", params: { type: "number" }, schema: schema33.properties.confidence.type, parentSchema: schema33.properties.confidence, data: data10 }];
                                    return false;
                                  }
                                }
                                var valid6 = _errs26 === errors;
                              } else {
                                var valid6 = true;
                              }
                              if (valid6) {
                                if (data8.approved_count !== undefined) {
                                  let data11 = data8.approved_count;
                                  const _errs28 = errors;
                                  if (!(typeof data11 == "number" && (!(data11 % 1) && !isNaN(data11)) && isFinite(data11))) {
                                    validate21.errors = [{ instancePath: instancePath + "/rejected/" + i1 + "/approved_count", schemaPath: "#/$defs/preference/properties/approved_count/type", keyword: "type", params: { type: "integer" }, schema: schema33.properties.approved_count.type, parentSchema: schema33.properties.approved_count, data: data11 }];
                                    return false;
                                  }
                                  if (errors === _errs28) {
                                    if (typeof data11 == "number" && isFinite(data11)) {
                                      if (data11 < 0 || isNaN(data11)) {
                                        validate21.errors = [{ instancePath: instancePath + "/rejected/" + i1 + "/approved_count", schemaPath: "#/$defs/preference/properties/approved_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema33.properties.approved_count, data: data11 }];
                                        return false;
                                      }
                                    }
                                  }
                                  var valid6 = _errs28 === errors;
                                } else {
                                  var valid6 = true;
                                }
                                if (valid6) {
                                  if (data8.rejected_count !== undefined) {
                                    let data12 = data8.rejected_count;
                                    const _errs30 = errors;
                                    if (!(typeof data12 == "number" && (!(data12 % 1) && !isNaN(data12)) && isFinite(data12))) {
                                      validate21.errors = [{ instancePath: instancePath + "/rejected/" + i1 + "/rejected_count", schemaPath: "#/$defs/preference/properties/rejected_count/type", keyword: "type", params: { type: "integer" }, schema: schema33.properties.rejected_count.type, parentSchema: schema33.properties.rejected_count, data: data12 }];
                                      return false;
                                    }
                                    if (errors === _errs30) {
                                      if (typeof data12 == "number" && isFinite(data12)) {
                                        if (data12 < 0 || isNaN(data12)) {
                                          validate21.errors = [{ instancePath: instancePath + "/rejected/" + i1 + "/rejected_count", schemaPath: "#/$defs/preference/properties/rejected_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema33.properties.rejected_count, data: data12 }];
                                          return false;
                                        }
                                      }
                                    }
                                    var valid6 = _errs30 === errors;
                                  } else {
                                    var valid6 = true;
                                  }
                                  if (valid6) {
                                    if (data8.last_seen !== undefined) {
                                      let data13 = data8.last_seen;
                                      const _errs32 = errors;
                                      if (errors === _errs32) {
                                        if (errors === _errs32) {
                                          if (typeof data13 === "string") {
                                            if (!formats0.validate(data13)) {
                                              validate21.errors = [{ instancePath: instancePath + "/rejected/" + i1 + "/last_seen", schemaPath: "#/$defs/preference/properties/last_seen/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema33.properties.last_seen, data: data13 }];
                                              return false;
                                            }
                                          } else {
                                            validate21.errors = [{ instancePath: instancePath + "/rejected/" + i1 + "/last_seen", schemaPath: "#/$defs/preference/properties/last_seen/type", keyword: "type", params: { type: "string" }, schema: schema33.properties.last_seen.type, parentSchema: schema33.properties.last_seen, data: data13 }];
                                            return false;
                                          }
                                        }
                                      }
                                      var valid6 = _errs32 === errors;
                                    } else {
                                      var valid6 = true;
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      } else {
                        validate21.errors = [{ instancePath: instancePath + "/rejected/" + i1, schemaPath: "#/$defs/preference/type", keyword: "type", params: { type: "object" }, schema: schema33.type, parentSchema: schema33, data: data8 }];
                        return false;
                      }
                    }
                    var valid4 = _errs20 === errors;
                    if (!valid4) {
                      break;
                    }
                  }
                } else {
                  validate21.errors = [{ instancePath: instancePath + "/rejected", schemaPath: "#/properties/rejected/type", keyword: "type", params: { type: "array" }, schema: schema32.properties.rejected.type, parentSchema: schema32.properties.rejected, data: data7 }];
                  return false;
                }
              }
              var valid0 = _errs18 === errors;
            } else {
              var valid0 = true;
            }
          }
        }
      }
    } else {
      validate21.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, schema: schema32.type, parentSchema: schema32, data }];
      return false;
    }
  }
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
var pattern4 = new RegExp("^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", "u");
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
      if (data.version === undefined && (missing0 = "version") || data.updated_at === undefined && (missing0 = "updated_at") || data.dimensions === undefined && (missing0 = "dimensions") || data.sessions === undefined && (missing0 = "sessions")) {
        validate20.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, schema: schema31.required, parentSchema: schema31, data }];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === "version" || key0 === "updated_at" || key0 === "dimensions" || key0 === "sessions")) {
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
            if (data.updated_at !== undefined) {
              let data1 = data.updated_at;
              const _errs3 = errors;
              if (errors === _errs3) {
                if (errors === _errs3) {
                  if (typeof data1 === "string") {
                    if (!formats0.validate(data1)) {
                      validate20.errors = [{ instancePath: instancePath + "/updated_at", schemaPath: "#/properties/updated_at/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema31.properties.updated_at, data: data1 }];
                      return false;
                    }
                  } else {
                    validate20.errors = [{ instancePath: instancePath + "/updated_at", schemaPath: "#/properties/updated_at/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.updated_at.type, parentSchema: schema31.properties.updated_at, data: data1 }];
                    return false;
                  }
                }
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.dimensions !== undefined) {
                let data2 = data.dimensions;
                const _errs5 = errors;
                if (errors === _errs5) {
                  if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                    let missing1;
                    if (data2.fonts === undefined && (missing1 = "fonts") || data2.colors === undefined && (missing1 = "colors") || data2.layouts === undefined && (missing1 = "layouts") || data2.aesthetics === undefined && (missing1 = "aesthetics")) {
                      validate20.errors = [{ instancePath: instancePath + "/dimensions", schemaPath: "#/properties/dimensions/required", keyword: "required", params: { missingProperty: missing1 }, schema: schema31.properties.dimensions.required, parentSchema: schema31.properties.dimensions, data: data2 }];
                      return false;
                    } else {
                      const _errs7 = errors;
                      for (const key1 in data2) {
                        if (!(key1 === "fonts" || key1 === "colors" || key1 === "layouts" || key1 === "aesthetics")) {
                          validate20.errors = [{ instancePath: instancePath + "/dimensions", schemaPath: "#/properties/dimensions/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, schema: false, parentSchema: schema31.properties.dimensions, data: data2 }];
                          return false;
                          break;
                        }
                      }
                      if (_errs7 === errors) {
                        if (data2.fonts !== undefined) {
                          const _errs8 = errors;
                          if (!validate21(data2.fonts, { instancePath: instancePath + "/dimensions/fonts", parentData: data2, parentDataProperty: "fonts", rootData, dynamicAnchors })) {
                            vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                            errors = vErrors.length;
                          }
                          var valid1 = _errs8 === errors;
                        } else {
                          var valid1 = true;
                        }
                        if (valid1) {
                          if (data2.colors !== undefined) {
                            const _errs9 = errors;
                            if (!validate21(data2.colors, { instancePath: instancePath + "/dimensions/colors", parentData: data2, parentDataProperty: "colors", rootData, dynamicAnchors })) {
                              vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                              errors = vErrors.length;
                            }
                            var valid1 = _errs9 === errors;
                          } else {
                            var valid1 = true;
                          }
                          if (valid1) {
                            if (data2.layouts !== undefined) {
                              const _errs10 = errors;
                              if (!validate21(data2.layouts, { instancePath: instancePath + "/dimensions/layouts", parentData: data2, parentDataProperty: "layouts", rootData, dynamicAnchors })) {
                                vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                                errors = vErrors.length;
                              }
                              var valid1 = _errs10 === errors;
                            } else {
                              var valid1 = true;
                            }
                            if (valid1) {
                              if (data2.aesthetics !== undefined) {
                                const _errs11 = errors;
                                if (!validate21(data2.aesthetics, { instancePath: instancePath + "/dimensions/aesthetics", parentData: data2, parentDataProperty: "aesthetics", rootData, dynamicAnchors })) {
                                  vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
                                  errors = vErrors.length;
                                }
                                var valid1 = _errs11 === errors;
                              } else {
                                var valid1 = true;
                              }
                            }
                          }
                        }
                      }
                    }
                  } else {
                    validate20.errors = [{ instancePath: instancePath + "/dimensions", schemaPath: "#/properties/dimensions/type", keyword: "type", params: { type: "object" }, schema: schema31.properties.dimensions.type, parentSchema: schema31.properties.dimensions, data: data2 }];
                    return false;
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.sessions !== undefined) {
                  let data7 = data.sessions;
                  const _errs12 = errors;
                  if (errors === _errs12) {
                    if (Array.isArray(data7)) {
                      if (data7.length > 50) {
                        validate20.errors = [{ instancePath: instancePath + "/sessions", schemaPath: "#/properties/sessions/maxItems", keyword: "maxItems", params: { limit: 50 }, schema: 50, parentSchema: schema31.properties.sessions, data: data7 }];
                        return false;
                      } else {
                        var valid2 = true;
                        const len0 = data7.length;
                        for (let i0 = 0;i0 < len0; i0++) {
                          let data8 = data7[i0];
                          const _errs14 = errors;
                          const _errs15 = errors;
                          if (errors === _errs15) {
                            if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                              let missing2;
                              if (data8.ts === undefined && (missing2 = "ts") || data8.action === undefined && (missing2 = "action") || data8.variant === undefined && (missing2 = "variant")) {
                                validate20.errors = [{ instancePath: instancePath + "/sessions/" + i0, schemaPath: "#/$defs/session/required", keyword: "required", params: { missingProperty: missing2 }, schema: schema35.required, parentSchema: schema35, data: data8 }];
                                return false;
                              } else {
                                const _errs17 = errors;
                                for (const key2 in data8) {
                                  if (!(key2 === "ts" || key2 === "action" || key2 === "variant" || key2 === "reason")) {
                                    validate20.errors = [{ instancePath: instancePath + "/sessions/" + i0, schemaPath: "#/$defs/session/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, schema: false, parentSchema: schema35, data: data8 }];
                                    return false;
                                    break;
                                  }
                                }
                                if (_errs17 === errors) {
                                  if (data8.ts !== undefined) {
                                    let data9 = data8.ts;
                                    const _errs18 = errors;
                                    if (errors === _errs18) {
                                      if (errors === _errs18) {
                                        if (typeof data9 === "string") {
                                          if (!formats0.validate(data9)) {
                                            validate20.errors = [{ instancePath: instancePath + "/sessions/" + i0 + "/ts", schemaPath: "#/$defs/session/properties/ts/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema35.properties.ts, data: data9 }];
                                            return false;
                                          }
                                        } else {
                                          validate20.errors = [{ instancePath: instancePath + "/sessions/" + i0 + "/ts", schemaPath: "#/$defs/session/properties/ts/type", keyword: "type", params: { type: "string" }, schema: schema35.properties.ts.type, parentSchema: schema35.properties.ts, data: data9 }];
                                          return false;
                                        }
                                      }
                                    }
                                    var valid4 = _errs18 === errors;
                                  } else {
                                    var valid4 = true;
                                  }
                                  if (valid4) {
                                    if (data8.action !== undefined) {
                                      let data10 = data8.action;
                                      const _errs20 = errors;
                                      if (!(data10 === "approved" || data10 === "rejected")) {
                                        validate20.errors = [{ instancePath: instancePath + "/sessions/" + i0 + "/action", schemaPath: "#/$defs/session/properties/action/enum", keyword: "enum", params: { allowedValues: schema35.properties.action.enum }, schema: schema35.properties.action.enum, parentSchema: schema35.properties.action, data: data10 }];
                                        return false;
                                      }
                                      var valid4 = _errs20 === errors;
                                    } else {
                                      var valid4 = true;
                                    }
                                    if (valid4) {
                                      if (data8.variant !== undefined) {
                                        let data11 = data8.variant;
                                        const _errs21 = errors;
                                        if (errors === _errs21) {
                                          if (typeof data11 === "string") {
                                            if (data11.length > 1024) {
                                              validate20.errors = [{ instancePath: instancePath + "/sessions/" + i0 + "/variant", schemaPath: "#/$defs/session/properties/variant/maxLength", keyword: "maxLength", params: { limit: 1024 }, schema: 1024, parentSchema: schema35.properties.variant, data: data11 }];
                                              return false;
                                            } else {
                                              if (data11.length < 1) {
                                                validate20.errors = [{ instancePath: instancePath + "/sessions/" + i0 + "/variant", schemaPath: "#/$defs/session/properties/variant/minLength", keyword: "minLength", params: { limit: 1 }, schema: 1, parentSchema: schema35.properties.variant, data: data11 }];
                                                return false;
                                              } else {
                                                if (!pattern4.test(data11)) {
                                                  validate20.errors = [{ instancePath: instancePath + "/sessions/" + i0 + "/variant", schemaPath: "#/$defs/session/properties/variant/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$" }, schema: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", parentSchema: schema35.properties.variant, data: data11 }];
                                                  return false;
                                                }
                                              }
                                            }
                                          } else {
                                            validate20.errors = [{ instancePath: instancePath + "/sessions/" + i0 + "/variant", schemaPath: "#/$defs/session/properties/variant/type", keyword: "type", params: { type: "string" }, schema: schema35.properties.variant.type, parentSchema: schema35.properties.variant, data: data11 }];
                                            return false;
                                          }
                                        }
                                        var valid4 = _errs21 === errors;
                                      } else {
                                        var valid4 = true;
                                      }
                                      if (valid4) {
                                        if (data8.reason !== undefined) {
                                          let data12 = data8.reason;
                                          const _errs24 = errors;
                                          if (errors === _errs24) {
                                            if (typeof data12 === "string") {
                                              if (data12.length > 2000) {
                                                validate20.errors = [{ instancePath: instancePath + "/sessions/" + i0 + "/reason", schemaPath: "#/$defs/session/properties/reason/maxLength", keyword: "maxLength", params: { limit: 2000 }, schema: 2000, parentSchema: schema35.properties.reason, data: data12 }];
                                                return false;
                                              } else {
                                                if (!pattern4.test(data12)) {
                                                  validate20.errors = [{ instancePath: instancePath + "/sessions/" + i0 + "/reason", schemaPath: "#/$defs/session/properties/reason/pattern", keyword: "pattern", params: { pattern: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$" }, schema: "^[^\\u0000-\\u0008\\u000a-\\u001f\\u007f]*$", parentSchema: schema35.properties.reason, data: data12 }];
                                                  return false;
                                                }
                                              }
                                            } else {
                                              validate20.errors = [{ instancePath: instancePath + "/sessions/" + i0 + "/reason", schemaPath: "#/$defs/session/properties/reason/type", keyword: "type", params: { type: "string" }, schema: schema35.properties.reason.type, parentSchema: schema35.properties.reason, data: data12 }];
                                              return false;
                                            }
                                          }
                                          var valid4 = _errs24 === errors;
                                        } else {
                                          var valid4 = true;
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            } else {
                              validate20.errors = [{ instancePath: instancePath + "/sessions/" + i0, schemaPath: "#/$defs/session/type", keyword: "type", params: { type: "object" }, schema: schema35.type, parentSchema: schema35, data: data8 }];
                              return false;
                            }
                          }
                          var valid2 = _errs14 === errors;
                          if (!valid2) {
                            break;
                          }
                        }
                      }
                    } else {
                      validate20.errors = [{ instancePath: instancePath + "/sessions", schemaPath: "#/properties/sessions/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.sessions.type, parentSchema: schema31.properties.sessions, data: data7 }];
                      return false;
                    }
                  }
                  var valid0 = _errs12 === errors;
                } else {
                  var valid0 = true;
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
