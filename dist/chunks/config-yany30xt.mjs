// lib/schema/generated/config.js
var validate = validate20;
var schema31 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "gstack-kit/config.schema.json", type: "object", propertyNames: { pattern: "^[a-zA-Z0-9_]+$" }, properties: { proactive: { type: "boolean", default: true }, routing_declined: { type: "boolean", default: false }, telemetry: { enum: ["off", "anonymous", "community"], default: "off" }, auto_upgrade: { type: "boolean", default: false }, update_check: { type: "boolean", default: true }, skill_prefix: { type: "boolean", default: false }, checkpoint_mode: { enum: ["explicit", "continuous"], default: "explicit" }, checkpoint_push: { type: "boolean", default: false }, explain_level: { enum: ["default", "terse"], default: "default" }, gstack_contributor: { type: "boolean", default: false }, skip_eng_review: { type: "boolean", default: false }, cross_project_learnings: { enum: ["", "true", "false"], default: "" }, question_tuning: { type: "boolean", default: false }, team_mode: { type: "boolean", default: false }, repo_mode: { enum: ["", "solo", "collaborative"], default: "" }, retention_days: { type: "integer", minimum: 1, maximum: 36500, default: 365 }, jsonl_max_bytes: { type: "integer", minimum: 65536, maximum: 268435456, default: 67108864 }, lookback_days: { type: "integer", minimum: 1, maximum: 2, default: 1 }, session_ttl_minutes: { type: "integer", minimum: 1, default: 120 }, skill_budget_chars: { type: "integer", minimum: 1000, default: 15500 }, skill_warm_ttl_minutes: { type: "integer", minimum: 1, default: 60 }, listing_budget_fraction: { type: "number", exclusiveMinimum: 0, maximum: 1, default: 0.01 }, context_window_chars: { type: "integer", minimum: 0, default: 0 }, context_window_tokens: { type: "integer", minimum: 0, default: 0 }, listing_max_desc_chars: { type: "integer", minimum: 1, default: 1536 }, loader_inject: { enum: ["off", "listing", "load"], default: "off" }, skill_precedence: { enum: ["project-first", "user-first"], default: "project-first" }, sync: { enum: ["off", "manual", "auto"], default: "off" }, project_id: { type: "string", default: "" }, sync_analytics: { type: "boolean", default: false } }, additionalProperties: { type: ["string", "number", "boolean"] } };
var pattern4 = new RegExp("^[a-zA-Z0-9_]+$", "u");
var func1 = Object.prototype.hasOwnProperty;
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
      for (const key0 in data) {
        const _errs1 = errors;
        if (typeof key0 === "string") {
          if (!pattern4.test(key0)) {
            const err0 = { instancePath, schemaPath: "#/propertyNames/pattern", keyword: "pattern", params: { pattern: "^[a-zA-Z0-9_]+$" }, schema: "^[a-zA-Z0-9_]+$", parentSchema: schema31.propertyNames, data: key0, propertyName: key0 };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        var valid0 = _errs1 === errors;
        if (!valid0) {
          const err1 = { instancePath, schemaPath: "#/propertyNames", keyword: "propertyNames", params: { propertyName: key0 }, schema: schema31.propertyNames, parentSchema: schema31, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
          validate20.errors = vErrors;
          return false;
          break;
        }
      }
      if (valid0) {
        const _errs2 = errors;
        for (const key1 in data) {
          if (!func1.call(schema31.properties, key1)) {
            let data0 = data[key1];
            const _errs3 = errors;
            if (typeof data0 !== "string" && !(typeof data0 == "number" && isFinite(data0)) && typeof data0 !== "boolean") {
              validate20.errors = [{ instancePath: instancePath + "/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/additionalProperties/type", keyword: "type", params: { type: schema31.additionalProperties.type }, schema: schema31.additionalProperties.type, parentSchema: schema31.additionalProperties, data: data0 }];
              return false;
            }
            var valid1 = _errs3 === errors;
            if (!valid1) {
              break;
            }
          }
        }
        if (_errs2 === errors) {
          if (data.proactive !== undefined) {
            let data1 = data.proactive;
            const _errs5 = errors;
            if (typeof data1 !== "boolean") {
              validate20.errors = [{ instancePath: instancePath + "/proactive", schemaPath: "#/properties/proactive/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.proactive.type, parentSchema: schema31.properties.proactive, data: data1 }];
              return false;
            }
            var valid2 = _errs5 === errors;
          } else {
            var valid2 = true;
          }
          if (valid2) {
            if (data.routing_declined !== undefined) {
              let data2 = data.routing_declined;
              const _errs7 = errors;
              if (typeof data2 !== "boolean") {
                validate20.errors = [{ instancePath: instancePath + "/routing_declined", schemaPath: "#/properties/routing_declined/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.routing_declined.type, parentSchema: schema31.properties.routing_declined, data: data2 }];
                return false;
              }
              var valid2 = _errs7 === errors;
            } else {
              var valid2 = true;
            }
            if (valid2) {
              if (data.telemetry !== undefined) {
                let data3 = data.telemetry;
                const _errs9 = errors;
                if (!(data3 === "off" || data3 === "anonymous" || data3 === "community")) {
                  validate20.errors = [{ instancePath: instancePath + "/telemetry", schemaPath: "#/properties/telemetry/enum", keyword: "enum", params: { allowedValues: schema31.properties.telemetry.enum }, schema: schema31.properties.telemetry.enum, parentSchema: schema31.properties.telemetry, data: data3 }];
                  return false;
                }
                var valid2 = _errs9 === errors;
              } else {
                var valid2 = true;
              }
              if (valid2) {
                if (data.auto_upgrade !== undefined) {
                  let data4 = data.auto_upgrade;
                  const _errs10 = errors;
                  if (typeof data4 !== "boolean") {
                    validate20.errors = [{ instancePath: instancePath + "/auto_upgrade", schemaPath: "#/properties/auto_upgrade/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.auto_upgrade.type, parentSchema: schema31.properties.auto_upgrade, data: data4 }];
                    return false;
                  }
                  var valid2 = _errs10 === errors;
                } else {
                  var valid2 = true;
                }
                if (valid2) {
                  if (data.update_check !== undefined) {
                    let data5 = data.update_check;
                    const _errs12 = errors;
                    if (typeof data5 !== "boolean") {
                      validate20.errors = [{ instancePath: instancePath + "/update_check", schemaPath: "#/properties/update_check/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.update_check.type, parentSchema: schema31.properties.update_check, data: data5 }];
                      return false;
                    }
                    var valid2 = _errs12 === errors;
                  } else {
                    var valid2 = true;
                  }
                  if (valid2) {
                    if (data.skill_prefix !== undefined) {
                      let data6 = data.skill_prefix;
                      const _errs14 = errors;
                      if (typeof data6 !== "boolean") {
                        validate20.errors = [{ instancePath: instancePath + "/skill_prefix", schemaPath: "#/properties/skill_prefix/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.skill_prefix.type, parentSchema: schema31.properties.skill_prefix, data: data6 }];
                        return false;
                      }
                      var valid2 = _errs14 === errors;
                    } else {
                      var valid2 = true;
                    }
                    if (valid2) {
                      if (data.checkpoint_mode !== undefined) {
                        let data7 = data.checkpoint_mode;
                        const _errs16 = errors;
                        if (!(data7 === "explicit" || data7 === "continuous")) {
                          validate20.errors = [{ instancePath: instancePath + "/checkpoint_mode", schemaPath: "#/properties/checkpoint_mode/enum", keyword: "enum", params: { allowedValues: schema31.properties.checkpoint_mode.enum }, schema: schema31.properties.checkpoint_mode.enum, parentSchema: schema31.properties.checkpoint_mode, data: data7 }];
                          return false;
                        }
                        var valid2 = _errs16 === errors;
                      } else {
                        var valid2 = true;
                      }
                      if (valid2) {
                        if (data.checkpoint_push !== undefined) {
                          let data8 = data.checkpoint_push;
                          const _errs17 = errors;
                          if (typeof data8 !== "boolean") {
                            validate20.errors = [{ instancePath: instancePath + "/checkpoint_push", schemaPath: "#/properties/checkpoint_push/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.checkpoint_push.type, parentSchema: schema31.properties.checkpoint_push, data: data8 }];
                            return false;
                          }
                          var valid2 = _errs17 === errors;
                        } else {
                          var valid2 = true;
                        }
                        if (valid2) {
                          if (data.explain_level !== undefined) {
                            let data9 = data.explain_level;
                            const _errs19 = errors;
                            if (!(data9 === "default" || data9 === "terse")) {
                              validate20.errors = [{ instancePath: instancePath + "/explain_level", schemaPath: "#/properties/explain_level/enum", keyword: "enum", params: { allowedValues: schema31.properties.explain_level.enum }, schema: schema31.properties.explain_level.enum, parentSchema: schema31.properties.explain_level, data: data9 }];
                              return false;
                            }
                            var valid2 = _errs19 === errors;
                          } else {
                            var valid2 = true;
                          }
                          if (valid2) {
                            if (data.gstack_contributor !== undefined) {
                              let data10 = data.gstack_contributor;
                              const _errs20 = errors;
                              if (typeof data10 !== "boolean") {
                                validate20.errors = [{ instancePath: instancePath + "/gstack_contributor", schemaPath: "#/properties/gstack_contributor/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.gstack_contributor.type, parentSchema: schema31.properties.gstack_contributor, data: data10 }];
                                return false;
                              }
                              var valid2 = _errs20 === errors;
                            } else {
                              var valid2 = true;
                            }
                            if (valid2) {
                              if (data.skip_eng_review !== undefined) {
                                let data11 = data.skip_eng_review;
                                const _errs22 = errors;
                                if (typeof data11 !== "boolean") {
                                  validate20.errors = [{ instancePath: instancePath + "/skip_eng_review", schemaPath: "#/properties/skip_eng_review/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.skip_eng_review.type, parentSchema: schema31.properties.skip_eng_review, data: data11 }];
                                  return false;
                                }
                                var valid2 = _errs22 === errors;
                              } else {
                                var valid2 = true;
                              }
                              if (valid2) {
                                if (data.cross_project_learnings !== undefined) {
                                  let data12 = data.cross_project_learnings;
                                  const _errs24 = errors;
                                  if (!(data12 === "" || data12 === "true" || data12 === "false")) {
                                    validate20.errors = [{ instancePath: instancePath + "/cross_project_learnings", schemaPath: "#/properties/cross_project_learnings/enum", keyword: "enum", params: { allowedValues: schema31.properties.cross_project_learnings.enum }, schema: schema31.properties.cross_project_learnings.enum, parentSchema: schema31.properties.cross_project_learnings, data: data12 }];
                                    return false;
                                  }
                                  var valid2 = _errs24 === errors;
                                } else {
                                  var valid2 = true;
                                }
                                if (valid2) {
                                  if (data.question_tuning !== undefined) {
                                    let data13 = data.question_tuning;
                                    const _errs25 = errors;
                                    if (typeof data13 !== "boolean") {
                                      validate20.errors = [{ instancePath: instancePath + "/question_tuning", schemaPath: "#/properties/question_tuning/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.question_tuning.type, parentSchema: schema31.properties.question_tuning, data: data13 }];
                                      return false;
                                    }
                                    var valid2 = _errs25 === errors;
                                  } else {
                                    var valid2 = true;
                                  }
                                  if (valid2) {
                                    if (data.team_mode !== undefined) {
                                      let data14 = data.team_mode;
                                      const _errs27 = errors;
                                      if (typeof data14 !== "boolean") {
                                        validate20.errors = [{ instancePath: instancePath + "/team_mode", schemaPath: "#/properties/team_mode/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.team_mode.type, parentSchema: schema31.properties.team_mode, data: data14 }];
                                        return false;
                                      }
                                      var valid2 = _errs27 === errors;
                                    } else {
                                      var valid2 = true;
                                    }
                                    if (valid2) {
                                      if (data.repo_mode !== undefined) {
                                        let data15 = data.repo_mode;
                                        const _errs29 = errors;
                                        if (!(data15 === "" || data15 === "solo" || data15 === "collaborative")) {
                                          validate20.errors = [{ instancePath: instancePath + "/repo_mode", schemaPath: "#/properties/repo_mode/enum", keyword: "enum", params: { allowedValues: schema31.properties.repo_mode.enum }, schema: schema31.properties.repo_mode.enum, parentSchema: schema31.properties.repo_mode, data: data15 }];
                                          return false;
                                        }
                                        var valid2 = _errs29 === errors;
                                      } else {
                                        var valid2 = true;
                                      }
                                      if (valid2) {
                                        if (data.retention_days !== undefined) {
                                          let data16 = data.retention_days;
                                          const _errs30 = errors;
                                          if (!(typeof data16 == "number" && (!(data16 % 1) && !isNaN(data16)) && isFinite(data16))) {
                                            validate20.errors = [{ instancePath: instancePath + "/retention_days", schemaPath: "#/properties/retention_days/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.retention_days.type, parentSchema: schema31.properties.retention_days, data: data16 }];
                                            return false;
                                          }
                                          if (errors === _errs30) {
                                            if (typeof data16 == "number" && isFinite(data16)) {
                                              if (data16 > 36500 || isNaN(data16)) {
                                                validate20.errors = [{ instancePath: instancePath + "/retention_days", schemaPath: "#/properties/retention_days/maximum", keyword: "maximum", params: { comparison: "<=", limit: 36500 }, schema: 36500, parentSchema: schema31.properties.retention_days, data: data16 }];
                                                return false;
                                              } else {
                                                if (data16 < 1 || isNaN(data16)) {
                                                  validate20.errors = [{ instancePath: instancePath + "/retention_days", schemaPath: "#/properties/retention_days/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, schema: 1, parentSchema: schema31.properties.retention_days, data: data16 }];
                                                  return false;
                                                }
                                              }
                                            }
                                          }
                                          var valid2 = _errs30 === errors;
                                        } else {
                                          var valid2 = true;
                                        }
                                        if (valid2) {
                                          if (data.jsonl_max_bytes !== undefined) {
                                            let data17 = data.jsonl_max_bytes;
                                            const _errs32 = errors;
                                            if (!(typeof data17 == "number" && (!(data17 % 1) && !isNaN(data17)) && isFinite(data17))) {
                                              validate20.errors = [{ instancePath: instancePath + "/jsonl_max_bytes", schemaPath: "#/properties/jsonl_max_bytes/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.jsonl_max_bytes.type, parentSchema: schema31.properties.jsonl_max_bytes, data: data17 }];
                                              return false;
                                            }
                                            if (errors === _errs32) {
                                              if (typeof data17 == "number" && isFinite(data17)) {
                                                if (data17 > 268435456 || isNaN(data17)) {
                                                  validate20.errors = [{ instancePath: instancePath + "/jsonl_max_bytes", schemaPath: "#/properties/jsonl_max_bytes/maximum", keyword: "maximum", params: { comparison: "<=", limit: 268435456 }, schema: 268435456, parentSchema: schema31.properties.jsonl_max_bytes, data: data17 }];
                                                  return false;
                                                } else {
                                                  if (data17 < 65536 || isNaN(data17)) {
                                                    validate20.errors = [{ instancePath: instancePath + "/jsonl_max_bytes", schemaPath: "#/properties/jsonl_max_bytes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 65536 }, schema: 65536, parentSchema: schema31.properties.jsonl_max_bytes, data: data17 }];
                                                    return false;
                                                  }
                                                }
                                              }
                                            }
                                            var valid2 = _errs32 === errors;
                                          } else {
                                            var valid2 = true;
                                          }
                                          if (valid2) {
                                            if (data.lookback_days !== undefined) {
                                              let data18 = data.lookback_days;
                                              const _errs34 = errors;
                                              if (!(typeof data18 == "number" && (!(data18 % 1) && !isNaN(data18)) && isFinite(data18))) {
                                                validate20.errors = [{ instancePath: instancePath + "/lookback_days", schemaPath: "#/properties/lookback_days/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.lookback_days.type, parentSchema: schema31.properties.lookback_days, data: data18 }];
                                                return false;
                                              }
                                              if (errors === _errs34) {
                                                if (typeof data18 == "number" && isFinite(data18)) {
                                                  if (data18 > 2 || isNaN(data18)) {
                                                    validate20.errors = [{ instancePath: instancePath + "/lookback_days", schemaPath: "#/properties/lookback_days/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2 }, schema: 2, parentSchema: schema31.properties.lookback_days, data: data18 }];
                                                    return false;
                                                  } else {
                                                    if (data18 < 1 || isNaN(data18)) {
                                                      validate20.errors = [{ instancePath: instancePath + "/lookback_days", schemaPath: "#/properties/lookback_days/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, schema: 1, parentSchema: schema31.properties.lookback_days, data: data18 }];
                                                      return false;
                                                    }
                                                  }
                                                }
                                              }
                                              var valid2 = _errs34 === errors;
                                            } else {
                                              var valid2 = true;
                                            }
                                            if (valid2) {
                                              if (data.session_ttl_minutes !== undefined) {
                                                let data19 = data.session_ttl_minutes;
                                                const _errs36 = errors;
                                                if (!(typeof data19 == "number" && (!(data19 % 1) && !isNaN(data19)) && isFinite(data19))) {
                                                  validate20.errors = [{ instancePath: instancePath + "/session_ttl_minutes", schemaPath: "#/properties/session_ttl_minutes/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.session_ttl_minutes.type, parentSchema: schema31.properties.session_ttl_minutes, data: data19 }];
                                                  return false;
                                                }
                                                if (errors === _errs36) {
                                                  if (typeof data19 == "number" && isFinite(data19)) {
                                                    if (data19 < 1 || isNaN(data19)) {
                                                      validate20.errors = [{ instancePath: instancePath + "/session_ttl_minutes", schemaPath: "#/properties/session_ttl_minutes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, schema: 1, parentSchema: schema31.properties.session_ttl_minutes, data: data19 }];
                                                      return false;
                                                    }
                                                  }
                                                }
                                                var valid2 = _errs36 === errors;
                                              } else {
                                                var valid2 = true;
                                              }
                                              if (valid2) {
                                                if (data.skill_budget_chars !== undefined) {
                                                  let data20 = data.skill_budget_chars;
                                                  const _errs38 = errors;
                                                  if (!(typeof data20 == "number" && (!(data20 % 1) && !isNaN(data20)) && isFinite(data20))) {
                                                    validate20.errors = [{ instancePath: instancePath + "/skill_budget_chars", schemaPath: "#/properties/skill_budget_chars/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.skill_budget_chars.type, parentSchema: schema31.properties.skill_budget_chars, data: data20 }];
                                                    return false;
                                                  }
                                                  if (errors === _errs38) {
                                                    if (typeof data20 == "number" && isFinite(data20)) {
                                                      if (data20 < 1000 || isNaN(data20)) {
                                                        validate20.errors = [{ instancePath: instancePath + "/skill_budget_chars", schemaPath: "#/properties/skill_budget_chars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1000 }, schema: 1000, parentSchema: schema31.properties.skill_budget_chars, data: data20 }];
                                                        return false;
                                                      }
                                                    }
                                                  }
                                                  var valid2 = _errs38 === errors;
                                                } else {
                                                  var valid2 = true;
                                                }
                                                if (valid2) {
                                                  if (data.skill_warm_ttl_minutes !== undefined) {
                                                    let data21 = data.skill_warm_ttl_minutes;
                                                    const _errs40 = errors;
                                                    if (!(typeof data21 == "number" && (!(data21 % 1) && !isNaN(data21)) && isFinite(data21))) {
                                                      validate20.errors = [{ instancePath: instancePath + "/skill_warm_ttl_minutes", schemaPath: "#/properties/skill_warm_ttl_minutes/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.skill_warm_ttl_minutes.type, parentSchema: schema31.properties.skill_warm_ttl_minutes, data: data21 }];
                                                      return false;
                                                    }
                                                    if (errors === _errs40) {
                                                      if (typeof data21 == "number" && isFinite(data21)) {
                                                        if (data21 < 1 || isNaN(data21)) {
                                                          validate20.errors = [{ instancePath: instancePath + "/skill_warm_ttl_minutes", schemaPath: "#/properties/skill_warm_ttl_minutes/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, schema: 1, parentSchema: schema31.properties.skill_warm_ttl_minutes, data: data21 }];
                                                          return false;
                                                        }
                                                      }
                                                    }
                                                    var valid2 = _errs40 === errors;
                                                  } else {
                                                    var valid2 = true;
                                                  }
                                                  if (valid2) {
                                                    if (data.listing_budget_fraction !== undefined) {
                                                      let data22 = data.listing_budget_fraction;
                                                      const _errs42 = errors;
                                                      if (errors === _errs42) {
                                                        if (typeof data22 == "number" && isFinite(data22)) {
                                                          if (data22 > 1 || isNaN(data22)) {
                                                            validate20.errors = [{ instancePath: instancePath + "/listing_budget_fraction", schemaPath: "#/properties/listing_budget_fraction/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, schema: 1, parentSchema: schema31.properties.listing_budget_fraction, data: data22 }];
                                                            return false;
                                                          } else {
                                                            if (data22 <= 0 || isNaN(data22)) {
                                                              validate20.errors = [{ instancePath: instancePath + "/listing_budget_fraction", schemaPath: "#/properties/listing_budget_fraction/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, schema: 0, parentSchema: schema31.properties.listing_budget_fraction, data: data22 }];
                                                              return false;
                                                            }
                                                          }
                                                        } else {
                                                          validate20.errors = [{ instancePath: instancePath + "/listing_budget_fraction", schemaPath: "#/properties/listing_budget_fraction/type", keyword: "type", params: { type: "number" }, schema: schema31.properties.listing_budget_fraction.type, parentSchema: schema31.properties.listing_budget_fraction, data: data22 }];
                                                          return false;
                                                        }
                                                      }
                                                      var valid2 = _errs42 === errors;
                                                    } else {
                                                      var valid2 = true;
                                                    }
                                                    if (valid2) {
                                                      if (data.context_window_chars !== undefined) {
                                                        let data23 = data.context_window_chars;
                                                        const _errs44 = errors;
                                                        if (!(typeof data23 == "number" && (!(data23 % 1) && !isNaN(data23)) && isFinite(data23))) {
                                                          validate20.errors = [{ instancePath: instancePath + "/context_window_chars", schemaPath: "#/properties/context_window_chars/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.context_window_chars.type, parentSchema: schema31.properties.context_window_chars, data: data23 }];
                                                          return false;
                                                        }
                                                        if (errors === _errs44) {
                                                          if (typeof data23 == "number" && isFinite(data23)) {
                                                            if (data23 < 0 || isNaN(data23)) {
                                                              validate20.errors = [{ instancePath: instancePath + "/context_window_chars", schemaPath: "#/properties/context_window_chars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.context_window_chars, data: data23 }];
                                                              return false;
                                                            }
                                                          }
                                                        }
                                                        var valid2 = _errs44 === errors;
                                                      } else {
                                                        var valid2 = true;
                                                      }
                                                      if (valid2) {
                                                        if (data.context_window_tokens !== undefined) {
                                                          let data24 = data.context_window_tokens;
                                                          const _errs46 = errors;
                                                          if (!(typeof data24 == "number" && (!(data24 % 1) && !isNaN(data24)) && isFinite(data24))) {
                                                            validate20.errors = [{ instancePath: instancePath + "/context_window_tokens", schemaPath: "#/properties/context_window_tokens/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.context_window_tokens.type, parentSchema: schema31.properties.context_window_tokens, data: data24 }];
                                                            return false;
                                                          }
                                                          if (errors === _errs46) {
                                                            if (typeof data24 == "number" && isFinite(data24)) {
                                                              if (data24 < 0 || isNaN(data24)) {
                                                                validate20.errors = [{ instancePath: instancePath + "/context_window_tokens", schemaPath: "#/properties/context_window_tokens/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.context_window_tokens, data: data24 }];
                                                                return false;
                                                              }
                                                            }
                                                          }
                                                          var valid2 = _errs46 === errors;
                                                        } else {
                                                          var valid2 = true;
                                                        }
                                                        if (valid2) {
                                                          if (data.listing_max_desc_chars !== undefined) {
                                                            let data25 = data.listing_max_desc_chars;
                                                            const _errs48 = errors;
                                                            if (!(typeof data25 == "number" && (!(data25 % 1) && !isNaN(data25)) && isFinite(data25))) {
                                                              validate20.errors = [{ instancePath: instancePath + "/listing_max_desc_chars", schemaPath: "#/properties/listing_max_desc_chars/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.listing_max_desc_chars.type, parentSchema: schema31.properties.listing_max_desc_chars, data: data25 }];
                                                              return false;
                                                            }
                                                            if (errors === _errs48) {
                                                              if (typeof data25 == "number" && isFinite(data25)) {
                                                                if (data25 < 1 || isNaN(data25)) {
                                                                  validate20.errors = [{ instancePath: instancePath + "/listing_max_desc_chars", schemaPath: "#/properties/listing_max_desc_chars/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, schema: 1, parentSchema: schema31.properties.listing_max_desc_chars, data: data25 }];
                                                                  return false;
                                                                }
                                                              }
                                                            }
                                                            var valid2 = _errs48 === errors;
                                                          } else {
                                                            var valid2 = true;
                                                          }
                                                          if (valid2) {
                                                            if (data.loader_inject !== undefined) {
                                                              let data26 = data.loader_inject;
                                                              const _errs50 = errors;
                                                              if (!(data26 === "off" || data26 === "listing" || data26 === "load")) {
                                                                validate20.errors = [{ instancePath: instancePath + "/loader_inject", schemaPath: "#/properties/loader_inject/enum", keyword: "enum", params: { allowedValues: schema31.properties.loader_inject.enum }, schema: schema31.properties.loader_inject.enum, parentSchema: schema31.properties.loader_inject, data: data26 }];
                                                                return false;
                                                              }
                                                              var valid2 = _errs50 === errors;
                                                            } else {
                                                              var valid2 = true;
                                                            }
                                                            if (valid2) {
                                                              if (data.skill_precedence !== undefined) {
                                                                let data27 = data.skill_precedence;
                                                                const _errs51 = errors;
                                                                if (!(data27 === "project-first" || data27 === "user-first")) {
                                                                  validate20.errors = [{ instancePath: instancePath + "/skill_precedence", schemaPath: "#/properties/skill_precedence/enum", keyword: "enum", params: { allowedValues: schema31.properties.skill_precedence.enum }, schema: schema31.properties.skill_precedence.enum, parentSchema: schema31.properties.skill_precedence, data: data27 }];
                                                                  return false;
                                                                }
                                                                var valid2 = _errs51 === errors;
                                                              } else {
                                                                var valid2 = true;
                                                              }
                                                              if (valid2) {
                                                                if (data.sync !== undefined) {
                                                                  let data28 = data.sync;
                                                                  const _errs52 = errors;
                                                                  if (!(data28 === "off" || data28 === "manual" || data28 === "auto")) {
                                                                    validate20.errors = [{ instancePath: instancePath + "/sync", schemaPath: "#/properties/sync/enum", keyword: "enum", params: { allowedValues: schema31.properties.sync.enum }, schema: schema31.properties.sync.enum, parentSchema: schema31.properties.sync, data: data28 }];
                                                                    return false;
                                                                  }
                                                                  var valid2 = _errs52 === errors;
                                                                } else {
                                                                  var valid2 = true;
                                                                }
                                                                if (valid2) {
                                                                  if (data.project_id !== undefined) {
                                                                    let data29 = data.project_id;
                                                                    const _errs53 = errors;
                                                                    if (typeof data29 !== "string") {
                                                                      validate20.errors = [{ instancePath: instancePath + "/project_id", schemaPath: "#/properties/project_id/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.project_id.type, parentSchema: schema31.properties.project_id, data: data29 }];
                                                                      return false;
                                                                    }
                                                                    var valid2 = _errs53 === errors;
                                                                  } else {
                                                                    var valid2 = true;
                                                                  }
                                                                  if (valid2) {
                                                                    if (data.sync_analytics !== undefined) {
                                                                      let data30 = data.sync_analytics;
                                                                      const _errs55 = errors;
                                                                      if (typeof data30 !== "boolean") {
                                                                        validate20.errors = [{ instancePath: instancePath + "/sync_analytics", schemaPath: "#/properties/sync_analytics/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.sync_analytics.type, parentSchema: schema31.properties.sync_analytics, data: data30 }];
                                                                        return false;
                                                                      }
                                                                      var valid2 = _errs55 === errors;
                                                                    } else {
                                                                      var valid2 = true;
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
