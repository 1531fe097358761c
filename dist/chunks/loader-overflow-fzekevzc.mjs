import {
  formats
} from "./main-83kepfke.mjs";

// lib/schema/generated/loader-overflow.js
var validate = validate20;
var schema31 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "gstack-kit/loader-overflow.schema.json", type: "object", required: ["ts", "session", "profile", "cwd", "budget", "used", "loaded", "overflow", "changed"], additionalProperties: false, properties: { ts: { type: "string", format: "date-time" }, session: { type: "string", pattern: "^[A-Za-z0-9._-]{1,128}$" }, profile: { enum: ["executor", "planner", "researcher", "verifier", "interactive"] }, cwd: { type: "string" }, budget: { type: "integer", minimum: 1 }, used: { type: "integer", minimum: 0 }, loaded: { type: "array", items: { type: "string" } }, overflow: { type: "array", items: { type: "object", required: ["name", "scope", "tier", "score", "chars", "reason"], additionalProperties: false, properties: { name: { type: "string", minLength: 1 }, scope: { enum: ["nested", "project", "user", "extra", "bundled"] }, tier: { enum: ["critical", "standard", "optional"] }, score: { type: "integer", minimum: 0, maximum: 100 }, chars: { type: "integer", minimum: 0 }, reason: { type: "string" } } } }, changed: { type: "array", items: { type: "object", required: ["name", "outcome"], additionalProperties: false, properties: { name: { type: "string" }, outcome: { type: "string" } } } } } };
var func1 = Object.prototype.hasOwnProperty;
var formats0 = formats["date-time"];
var pattern4 = new RegExp("^[A-Za-z0-9._-]{1,128}$", "u");
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
      if (data.ts === undefined && (missing0 = "ts") || data.session === undefined && (missing0 = "session") || data.profile === undefined && (missing0 = "profile") || data.cwd === undefined && (missing0 = "cwd") || data.budget === undefined && (missing0 = "budget") || data.used === undefined && (missing0 = "used") || data.loaded === undefined && (missing0 = "loaded") || data.overflow === undefined && (missing0 = "overflow") || data.changed === undefined && (missing0 = "changed")) {
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
          if (data.ts !== undefined) {
            let data0 = data.ts;
            const _errs2 = errors;
            if (errors === _errs2) {
              if (errors === _errs2) {
                if (typeof data0 === "string") {
                  if (!formats0.validate(data0)) {
                    validate20.errors = [{ instancePath: instancePath + "/ts", schemaPath: "#/properties/ts/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema31.properties.ts, data: data0 }];
                    return false;
                  }
                } else {
                  validate20.errors = [{ instancePath: instancePath + "/ts", schemaPath: "#/properties/ts/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.ts.type, parentSchema: schema31.properties.ts, data: data0 }];
                  return false;
                }
              }
            }
            var valid0 = _errs2 === errors;
          } else {
            var valid0 = true;
          }
          if (valid0) {
            if (data.session !== undefined) {
              let data1 = data.session;
              const _errs4 = errors;
              if (errors === _errs4) {
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
              var valid0 = _errs4 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.profile !== undefined) {
                let data2 = data.profile;
                const _errs6 = errors;
                if (!(data2 === "executor" || data2 === "planner" || data2 === "researcher" || data2 === "verifier" || data2 === "interactive")) {
                  validate20.errors = [{ instancePath: instancePath + "/profile", schemaPath: "#/properties/profile/enum", keyword: "enum", params: { allowedValues: schema31.properties.profile.enum }, schema: schema31.properties.profile.enum, parentSchema: schema31.properties.profile, data: data2 }];
                  return false;
                }
                var valid0 = _errs6 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.cwd !== undefined) {
                  let data3 = data.cwd;
                  const _errs7 = errors;
                  if (typeof data3 !== "string") {
                    validate20.errors = [{ instancePath: instancePath + "/cwd", schemaPath: "#/properties/cwd/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.cwd.type, parentSchema: schema31.properties.cwd, data: data3 }];
                    return false;
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.budget !== undefined) {
                    let data4 = data.budget;
                    const _errs9 = errors;
                    if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)) && isFinite(data4))) {
                      validate20.errors = [{ instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.budget.type, parentSchema: schema31.properties.budget, data: data4 }];
                      return false;
                    }
                    if (errors === _errs9) {
                      if (typeof data4 == "number" && isFinite(data4)) {
                        if (data4 < 1 || isNaN(data4)) {
                          validate20.errors = [{ instancePath: instancePath + "/budget", schemaPath: "#/properties/budget/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, schema: 1, parentSchema: schema31.properties.budget, data: data4 }];
                          return false;
                        }
                      }
                    }
                    var valid0 = _errs9 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.used !== undefined) {
                      let data5 = data.used;
                      const _errs11 = errors;
                      if (!(typeof data5 == "number" && (!(data5 % 1) && !isNaN(data5)) && isFinite(data5))) {
                        validate20.errors = [{ instancePath: instancePath + "/used", schemaPath: "#/properties/used/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.used.type, parentSchema: schema31.properties.used, data: data5 }];
                        return false;
                      }
                      if (errors === _errs11) {
                        if (typeof data5 == "number" && isFinite(data5)) {
                          if (data5 < 0 || isNaN(data5)) {
                            validate20.errors = [{ instancePath: instancePath + "/used", schemaPath: "#/properties/used/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.used, data: data5 }];
                            return false;
                          }
                        }
                      }
                      var valid0 = _errs11 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.loaded !== undefined) {
                        let data6 = data.loaded;
                        const _errs13 = errors;
                        if (errors === _errs13) {
                          if (Array.isArray(data6)) {
                            var valid1 = true;
                            const len0 = data6.length;
                            for (let i0 = 0;i0 < len0; i0++) {
                              let data7 = data6[i0];
                              const _errs15 = errors;
                              if (typeof data7 !== "string") {
                                validate20.errors = [{ instancePath: instancePath + "/loaded/" + i0, schemaPath: "#/properties/loaded/items/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.loaded.items.type, parentSchema: schema31.properties.loaded.items, data: data7 }];
                                return false;
                              }
                              var valid1 = _errs15 === errors;
                              if (!valid1) {
                                break;
                              }
                            }
                          } else {
                            validate20.errors = [{ instancePath: instancePath + "/loaded", schemaPath: "#/properties/loaded/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.loaded.type, parentSchema: schema31.properties.loaded, data: data6 }];
                            return false;
                          }
                        }
                        var valid0 = _errs13 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.overflow !== undefined) {
                          let data8 = data.overflow;
                          const _errs17 = errors;
                          if (errors === _errs17) {
                            if (Array.isArray(data8)) {
                              var valid2 = true;
                              const len1 = data8.length;
                              for (let i1 = 0;i1 < len1; i1++) {
                                let data9 = data8[i1];
                                const _errs19 = errors;
                                if (errors === _errs19) {
                                  if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                                    let missing1;
                                    if (data9.name === undefined && (missing1 = "name") || data9.scope === undefined && (missing1 = "scope") || data9.tier === undefined && (missing1 = "tier") || data9.score === undefined && (missing1 = "score") || data9.chars === undefined && (missing1 = "chars") || data9.reason === undefined && (missing1 = "reason")) {
                                      validate20.errors = [{ instancePath: instancePath + "/overflow/" + i1, schemaPath: "#/properties/overflow/items/required", keyword: "required", params: { missingProperty: missing1 }, schema: schema31.properties.overflow.items.required, parentSchema: schema31.properties.overflow.items, data: data9 }];
                                      return false;
                                    } else {
                                      const _errs21 = errors;
                                      for (const key1 in data9) {
                                        if (!(key1 === "name" || key1 === "scope" || key1 === "tier" || key1 === "score" || key1 === "chars" || key1 === "reason")) {
                                          validate20.errors = [{ instancePath: instancePath + "/overflow/" + i1, schemaPath: "#/properties/overflow/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, schema: false, parentSchema: schema31.properties.overflow.items, data: data9 }];
                                          return false;
                                          break;
                                        }
                                      }
                                      if (_errs21 === errors) {
                                        if (data9.name !== undefined) {
                                          let data10 = data9.name;
                                          const _errs22 = errors;
                                          if (errors === _errs22) {
                                            if (typeof data10 === "string") {
                                              if (data10.length < 1) {
                                                validate20.errors = [{ instancePath: instancePath + "/overflow/" + i1 + "/name", schemaPath: "#/properties/overflow/items/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, schema: 1, parentSchema: schema31.properties.overflow.items.properties.name, data: data10 }];
                                                return false;
                                              }
                                            } else {
                                              validate20.errors = [{ instancePath: instancePath + "/overflow/" + i1 + "/name", schemaPath: "#/properties/overflow/items/properties/name/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.overflow.items.properties.name.type, parentSchema: schema31.properties.overflow.items.properties.name, data: data10 }];
                                              return false;
                                            }
                                          }
                                          var valid3 = _errs22 === errors;
                                        } else {
                                          var valid3 = true;
                                        }
                                        if (valid3) {
                                          if (data9.scope !== undefined) {
                                            let data11 = data9.scope;
                                            const _errs24 = errors;
                                            if (!(data11 === "nested" || data11 === "project" || data11 === "user" || data11 === "extra" || data11 === "bundled")) {
                                              validate20.errors = [{ instancePath: instancePath + "/overflow/" + i1 + "/scope", schemaPath: "#/properties/overflow/items/properties/scope/enum", keyword: "enum", params: { allowedValues: schema31.properties.overflow.items.properties.scope.enum }, schema: schema31.properties.overflow.items.properties.scope.enum, parentSchema: schema31.properties.overflow.items.properties.scope, data: data11 }];
                                              return false;
                                            }
                                            var valid3 = _errs24 === errors;
                                          } else {
                                            var valid3 = true;
                                          }
                                          if (valid3) {
                                            if (data9.tier !== undefined) {
                                              let data12 = data9.tier;
                                              const _errs25 = errors;
                                              if (!(data12 === "critical" || data12 === "standard" || data12 === "optional")) {
                                                validate20.errors = [{ instancePath: instancePath + "/overflow/" + i1 + "/tier", schemaPath: "#/properties/overflow/items/properties/tier/enum", keyword: "enum", params: { allowedValues: schema31.properties.overflow.items.properties.tier.enum }, schema: schema31.properties.overflow.items.properties.tier.enum, parentSchema: schema31.properties.overflow.items.properties.tier, data: data12 }];
                                                return false;
                                              }
                                              var valid3 = _errs25 === errors;
                                            } else {
                                              var valid3 = true;
                                            }
                                            if (valid3) {
                                              if (data9.score !== undefined) {
                                                let data13 = data9.score;
                                                const _errs26 = errors;
                                                if (!(typeof data13 == "number" && (!(data13 % 1) && !isNaN(data13)) && isFinite(data13))) {
                                                  validate20.errors = [{ instancePath: instancePath + "/overflow/" + i1 + "/score", schemaPath: "#/properties/overflow/items/properties/score/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.overflow.items.properties.score.type, parentSchema: schema31.properties.overflow.items.properties.score, data: data13 }];
                                                  return false;
                                                }
                                                if (errors === _errs26) {
                                                  if (typeof data13 == "number" && isFinite(data13)) {
                                                    if (data13 > 100 || isNaN(data13)) {
                                                      validate20.errors = [{ instancePath: instancePath + "/overflow/" + i1 + "/score", schemaPath: "#/properties/overflow/items/properties/score/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, schema: 100, parentSchema: schema31.properties.overflow.items.properties.score, data: data13 }];
                                                      return false;
                                                    } else {
                                                      if (data13 < 0 || isNaN(data13)) {
                                                        validate20.errors = [{ instancePath: instancePath + "/overflow/" + i1 + "/score", schemaPath: "#/properties/overflow/items/properties/score/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.overflow.items.properties.score, data: data13 }];
                                                        return false;
                                                      }
                                                    }
                                                  }
                                                }
                                                var valid3 = _errs26 === errors;
                                              } else {
                                                var valid3 = true;
                                              }
                                              if (valid3) {
                                                if (data9.chars !== undefined) {
                                                  let data14 = data9.chars;
                                                  const _errs28 = errors;
                                                  if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
                                                    validate20.errors = [{ instancePath: instancePath + "/overflow/" + i1 + "/chars", schemaPath: "#/properties/overflow/items/properties/chars/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.overflow.items.properties.chars.type, parentSchema: schema31.properties.overflow.items.properties.chars, data: data14 }];
                                                    return false;
                                                  }
                                                  if (errors === _errs28) {
                                                    if (typeof data14 == "number" && isFinite(data14)) {
                                                      if (data14 < 0 || isNaN(data14)) {
                                                        validate20.errors = [{ instancePath: instancePath + "/overflow/" + i1 + "/chars", schemaPath: "#/properties/overflow/items/properties/chars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.overflow.items.properties.chars, data: data14 }];
                                                        return false;
                                                      }
                                                    }
                                                  }
                                                  var valid3 = _errs28 === errors;
                                                } else {
                                                  var valid3 = true;
                                                }
                                                if (valid3) {
                                                  if (data9.reason !== undefined) {
                                                    let data15 = data9.reason;
                                                    const _errs30 = errors;
                                                    if (typeof data15 !== "string") {
                                                      validate20.errors = [{ instancePath: instancePath + "/overflow/" + i1 + "/reason", schemaPath: "#/properties/overflow/items/properties/reason/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.overflow.items.properties.reason.type, parentSchema: schema31.properties.overflow.items.properties.reason, data: data15 }];
                                                      return false;
                                                    }
                                                    var valid3 = _errs30 === errors;
                                                  } else {
                                                    var valid3 = true;
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  } else {
                                    validate20.errors = [{ instancePath: instancePath + "/overflow/" + i1, schemaPath: "#/properties/overflow/items/type", keyword: "type", params: { type: "object" }, schema: schema31.properties.overflow.items.type, parentSchema: schema31.properties.overflow.items, data: data9 }];
                                    return false;
                                  }
                                }
                                var valid2 = _errs19 === errors;
                                if (!valid2) {
                                  break;
                                }
                              }
                            } else {
                              validate20.errors = [{ instancePath: instancePath + "/overflow", schemaPath: "#/properties/overflow/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.overflow.type, parentSchema: schema31.properties.overflow, data: data8 }];
                              return false;
                            }
                          }
                          var valid0 = _errs17 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.changed !== undefined) {
                            let data16 = data.changed;
                            const _errs32 = errors;
                            if (errors === _errs32) {
                              if (Array.isArray(data16)) {
                                var valid4 = true;
                                const len2 = data16.length;
                                for (let i2 = 0;i2 < len2; i2++) {
                                  let data17 = data16[i2];
                                  const _errs34 = errors;
                                  if (errors === _errs34) {
                                    if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                      let missing2;
                                      if (data17.name === undefined && (missing2 = "name") || data17.outcome === undefined && (missing2 = "outcome")) {
                                        validate20.errors = [{ instancePath: instancePath + "/changed/" + i2, schemaPath: "#/properties/changed/items/required", keyword: "required", params: { missingProperty: missing2 }, schema: schema31.properties.changed.items.required, parentSchema: schema31.properties.changed.items, data: data17 }];
                                        return false;
                                      } else {
                                        const _errs36 = errors;
                                        for (const key2 in data17) {
                                          if (!(key2 === "name" || key2 === "outcome")) {
                                            validate20.errors = [{ instancePath: instancePath + "/changed/" + i2, schemaPath: "#/properties/changed/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, schema: false, parentSchema: schema31.properties.changed.items, data: data17 }];
                                            return false;
                                            break;
                                          }
                                        }
                                        if (_errs36 === errors) {
                                          if (data17.name !== undefined) {
                                            let data18 = data17.name;
                                            const _errs37 = errors;
                                            if (typeof data18 !== "string") {
                                              validate20.errors = [{ instancePath: instancePath + "/changed/" + i2 + "/name", schemaPath: "#/properties/changed/items/properties/name/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.changed.items.properties.name.type, parentSchema: schema31.properties.changed.items.properties.name, data: data18 }];
                                              return false;
                                            }
                                            var valid5 = _errs37 === errors;
                                          } else {
                                            var valid5 = true;
                                          }
                                          if (valid5) {
                                            if (data17.outcome !== undefined) {
                                              let data19 = data17.outcome;
                                              const _errs39 = errors;
                                              if (typeof data19 !== "string") {
                                                validate20.errors = [{ instancePath: instancePath + "/changed/" + i2 + "/outcome", schemaPath: "#/properties/changed/items/properties/outcome/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.changed.items.properties.outcome.type, parentSchema: schema31.properties.changed.items.properties.outcome, data: data19 }];
                                                return false;
                                              }
                                              var valid5 = _errs39 === errors;
                                            } else {
                                              var valid5 = true;
                                            }
                                          }
                                        }
                                      }
                                    } else {
                                      validate20.errors = [{ instancePath: instancePath + "/changed/" + i2, schemaPath: "#/properties/changed/items/type", keyword: "type", params: { type: "object" }, schema: schema31.properties.changed.items.type, parentSchema: schema31.properties.changed.items, data: data17 }];
                                      return false;
                                    }
                                  }
                                  var valid4 = _errs34 === errors;
                                  if (!valid4) {
                                    break;
                                  }
                                }
                              } else {
                                validate20.errors = [{ instancePath: instancePath + "/changed", schemaPath: "#/properties/changed/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.changed.type, parentSchema: schema31.properties.changed, data: data16 }];
                                return false;
                              }
                            }
                            var valid0 = _errs32 === errors;
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
