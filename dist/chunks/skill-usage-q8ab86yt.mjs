import {
  formats
} from "./main-83kepfke.mjs";

// lib/schema/generated/skill-usage.js
var validate = validate20;
var schema31 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "gstack-kit/skill-usage.schema.json", type: "object", required: ["v", "ts", "event_type", "skill", "session_id", "gstack_version", "os", "arch", "duration_s", "outcome", "error_class", "error_message", "failed_step", "used_browse", "sessions", "installation_id", "source", "_repo_slug", "_branch"], properties: { v: { const: 1 }, ts: { type: "string", format: "date-time" }, event_type: { type: "string", pattern: '^[^"\\\\\\u0000-\\u001f\\u007f]{1,200}$' }, skill: { type: "string", pattern: '^[^"\\\\\\u0000-\\u001f\\u007f]{0,200}$' }, session_id: { type: "string", pattern: '^[^"\\\\\\u0000-\\u001f\\u007f]{0,200}$' }, gstack_version: { type: "string" }, os: { type: "string" }, arch: { type: "string" }, duration_s: { type: ["integer", "null"], minimum: 0, maximum: 86400 }, outcome: { type: "string", pattern: '^[^"\\\\\\u0000-\\u001f\\u007f]{1,200}$' }, error_class: { type: ["string", "null"], pattern: '^[^"\\\\\\u0000-\\u001f\\u007f]{1,200}$' }, error_message: { type: ["string", "null"], maxLength: 200 }, failed_step: { type: ["string", "null"], maxLength: 200 }, used_browse: { type: "boolean" }, sessions: { type: "integer", minimum: 1 }, installation_id: { type: ["string", "null"], pattern: "^[a-f0-9-]{32,36}$" }, source: { type: "string", pattern: '^[^"\\\\\\u0000-\\u001f\\u007f]{1,200}$' }, security_url_domain: { type: ["string", "null"], pattern: '^[^"\\\\\x00-\x1F]{1,200}$' }, security_payload_hash: { type: ["string", "null"], pattern: '^[^"\\\\\x00-\x1F]{1,200}$' }, security_confidence: { type: ["number", "null"], minimum: 0, maximum: 1 }, security_layer: { type: ["string", "null"], pattern: '^[^"\\\\\x00-\x1F]{1,200}$' }, security_verdict: { type: ["string", "null"], pattern: '^[^"\\\\\x00-\x1F]{1,200}$' }, _repo_slug: { type: "string" }, _branch: { type: "string" } }, additionalProperties: false };
var func1 = Object.prototype.hasOwnProperty;
var formats0 = formats["date-time"];
var pattern4 = new RegExp('^[^"\\\\\\u0000-\\u001f\\u007f]{1,200}$', "u");
var pattern5 = new RegExp('^[^"\\\\\\u0000-\\u001f\\u007f]{0,200}$', "u");
var pattern9 = new RegExp("^[a-f0-9-]{32,36}$", "u");
var pattern11 = new RegExp('^[^"\\\\\x00-\x1F]{1,200}$', "u");
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
      if (data.v === undefined && (missing0 = "v") || data.ts === undefined && (missing0 = "ts") || data.event_type === undefined && (missing0 = "event_type") || data.skill === undefined && (missing0 = "skill") || data.session_id === undefined && (missing0 = "session_id") || data.gstack_version === undefined && (missing0 = "gstack_version") || data.os === undefined && (missing0 = "os") || data.arch === undefined && (missing0 = "arch") || data.duration_s === undefined && (missing0 = "duration_s") || data.outcome === undefined && (missing0 = "outcome") || data.error_class === undefined && (missing0 = "error_class") || data.error_message === undefined && (missing0 = "error_message") || data.failed_step === undefined && (missing0 = "failed_step") || data.used_browse === undefined && (missing0 = "used_browse") || data.sessions === undefined && (missing0 = "sessions") || data.installation_id === undefined && (missing0 = "installation_id") || data.source === undefined && (missing0 = "source") || data._repo_slug === undefined && (missing0 = "_repo_slug") || data._branch === undefined && (missing0 = "_branch")) {
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
            if (data.ts !== undefined) {
              let data1 = data.ts;
              const _errs3 = errors;
              if (errors === _errs3) {
                if (errors === _errs3) {
                  if (typeof data1 === "string") {
                    if (!formats0.validate(data1)) {
                      validate20.errors = [{ instancePath: instancePath + "/ts", schemaPath: "#/properties/ts/format", keyword: "format", params: { format: "date-time" }, schema: "date-time", parentSchema: schema31.properties.ts, data: data1 }];
                      return false;
                    }
                  } else {
                    validate20.errors = [{ instancePath: instancePath + "/ts", schemaPath: "#/properties/ts/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.ts.type, parentSchema: schema31.properties.ts, data: data1 }];
                    return false;
                  }
                }
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
            }
            if (valid0) {
              if (data.event_type !== undefined) {
                let data2 = data.event_type;
                const _errs5 = errors;
                if (errors === _errs5) {
                  if (typeof data2 === "string") {
                    if (!pattern4.test(data2)) {
                      validate20.errors = [{ instancePath: instancePath + "/event_type", schemaPath: "#/properties/event_type/pattern", keyword: "pattern", params: { pattern: '^[^"\\\\\\u0000-\\u001f\\u007f]{1,200}$' }, schema: '^[^"\\\\\\u0000-\\u001f\\u007f]{1,200}$', parentSchema: schema31.properties.event_type, data: data2 }];
                      return false;
                    }
                  } else {
                    validate20.errors = [{ instancePath: instancePath + "/event_type", schemaPath: "#/properties/event_type/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.event_type.type, parentSchema: schema31.properties.event_type, data: data2 }];
                    return false;
                  }
                }
                var valid0 = _errs5 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.skill !== undefined) {
                  let data3 = data.skill;
                  const _errs7 = errors;
                  if (errors === _errs7) {
                    if (typeof data3 === "string") {
                      if (!pattern5.test(data3)) {
                        validate20.errors = [{ instancePath: instancePath + "/skill", schemaPath: "#/properties/skill/pattern", keyword: "pattern", params: { pattern: '^[^"\\\\\\u0000-\\u001f\\u007f]{0,200}$' }, schema: '^[^"\\\\\\u0000-\\u001f\\u007f]{0,200}$', parentSchema: schema31.properties.skill, data: data3 }];
                        return false;
                      }
                    } else {
                      validate20.errors = [{ instancePath: instancePath + "/skill", schemaPath: "#/properties/skill/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.skill.type, parentSchema: schema31.properties.skill, data: data3 }];
                      return false;
                    }
                  }
                  var valid0 = _errs7 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.session_id !== undefined) {
                    let data4 = data.session_id;
                    const _errs9 = errors;
                    if (errors === _errs9) {
                      if (typeof data4 === "string") {
                        if (!pattern5.test(data4)) {
                          validate20.errors = [{ instancePath: instancePath + "/session_id", schemaPath: "#/properties/session_id/pattern", keyword: "pattern", params: { pattern: '^[^"\\\\\\u0000-\\u001f\\u007f]{0,200}$' }, schema: '^[^"\\\\\\u0000-\\u001f\\u007f]{0,200}$', parentSchema: schema31.properties.session_id, data: data4 }];
                          return false;
                        }
                      } else {
                        validate20.errors = [{ instancePath: instancePath + "/session_id", schemaPath: "#/properties/session_id/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.session_id.type, parentSchema: schema31.properties.session_id, data: data4 }];
                        return false;
                      }
                    }
                    var valid0 = _errs9 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.gstack_version !== undefined) {
                      let data5 = data.gstack_version;
                      const _errs11 = errors;
                      if (typeof data5 !== "string") {
                        validate20.errors = [{ instancePath: instancePath + "/gstack_version", schemaPath: "#/properties/gstack_version/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.gstack_version.type, parentSchema: schema31.properties.gstack_version, data: data5 }];
                        return false;
                      }
                      var valid0 = _errs11 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.os !== undefined) {
                        let data6 = data.os;
                        const _errs13 = errors;
                        if (typeof data6 !== "string") {
                          validate20.errors = [{ instancePath: instancePath + "/os", schemaPath: "#/properties/os/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.os.type, parentSchema: schema31.properties.os, data: data6 }];
                          return false;
                        }
                        var valid0 = _errs13 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.arch !== undefined) {
                          let data7 = data.arch;
                          const _errs15 = errors;
                          if (typeof data7 !== "string") {
                            validate20.errors = [{ instancePath: instancePath + "/arch", schemaPath: "#/properties/arch/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.arch.type, parentSchema: schema31.properties.arch, data: data7 }];
                            return false;
                          }
                          var valid0 = _errs15 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.duration_s !== undefined) {
                            let data8 = data.duration_s;
                            const _errs17 = errors;
                            if (!(typeof data8 == "number" && (!(data8 % 1) && !isNaN(data8)) && isFinite(data8)) && data8 !== null) {
                              validate20.errors = [{ instancePath: instancePath + "/duration_s", schemaPath: "#/properties/duration_s/type", keyword: "type", params: { type: schema31.properties.duration_s.type }, schema: schema31.properties.duration_s.type, parentSchema: schema31.properties.duration_s, data: data8 }];
                              return false;
                            }
                            if (errors === _errs17) {
                              if (typeof data8 == "number" && isFinite(data8)) {
                                if (data8 > 86400 || isNaN(data8)) {
                                  validate20.errors = [{ instancePath: instancePath + "/duration_s", schemaPath: "#/properties/duration_s/maximum", keyword: "maximum", params: { comparison: "<=", limit: 86400 }, schema: 86400, parentSchema: schema31.properties.duration_s, data: data8 }];
                                  return false;
                                } else {
                                  if (data8 < 0 || isNaN(data8)) {
                                    validate20.errors = [{ instancePath: instancePath + "/duration_s", schemaPath: "#/properties/duration_s/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.duration_s, data: data8 }];
                                    return false;
                                  }
                                }
                              }
                            }
                            var valid0 = _errs17 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.outcome !== undefined) {
                              let data9 = data.outcome;
                              const _errs19 = errors;
                              if (errors === _errs19) {
                                if (typeof data9 === "string") {
                                  if (!pattern4.test(data9)) {
                                    validate20.errors = [{ instancePath: instancePath + "/outcome", schemaPath: "#/properties/outcome/pattern", keyword: "pattern", params: { pattern: '^[^"\\\\\\u0000-\\u001f\\u007f]{1,200}$' }, schema: '^[^"\\\\\\u0000-\\u001f\\u007f]{1,200}$', parentSchema: schema31.properties.outcome, data: data9 }];
                                    return false;
                                  }
                                } else {
                                  validate20.errors = [{ instancePath: instancePath + "/outcome", schemaPath: "#/properties/outcome/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.outcome.type, parentSchema: schema31.properties.outcome, data: data9 }];
                                  return false;
                                }
                              }
                              var valid0 = _errs19 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.error_class !== undefined) {
                                let data10 = data.error_class;
                                const _errs21 = errors;
                                if (typeof data10 !== "string" && data10 !== null) {
                                  validate20.errors = [{ instancePath: instancePath + "/error_class", schemaPath: "#/properties/error_class/type", keyword: "type", params: { type: schema31.properties.error_class.type }, schema: schema31.properties.error_class.type, parentSchema: schema31.properties.error_class, data: data10 }];
                                  return false;
                                }
                                if (errors === _errs21) {
                                  if (typeof data10 === "string") {
                                    if (!pattern4.test(data10)) {
                                      validate20.errors = [{ instancePath: instancePath + "/error_class", schemaPath: "#/properties/error_class/pattern", keyword: "pattern", params: { pattern: '^[^"\\\\\\u0000-\\u001f\\u007f]{1,200}$' }, schema: '^[^"\\\\\\u0000-\\u001f\\u007f]{1,200}$', parentSchema: schema31.properties.error_class, data: data10 }];
                                      return false;
                                    }
                                  }
                                }
                                var valid0 = _errs21 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.error_message !== undefined) {
                                  let data11 = data.error_message;
                                  const _errs23 = errors;
                                  if (typeof data11 !== "string" && data11 !== null) {
                                    validate20.errors = [{ instancePath: instancePath + "/error_message", schemaPath: "#/properties/error_message/type", keyword: "type", params: { type: schema31.properties.error_message.type }, schema: schema31.properties.error_message.type, parentSchema: schema31.properties.error_message, data: data11 }];
                                    return false;
                                  }
                                  if (errors === _errs23) {
                                    if (typeof data11 === "string") {
                                      if (data11.length > 200) {
                                        validate20.errors = [{ instancePath: instancePath + "/error_message", schemaPath: "#/properties/error_message/maxLength", keyword: "maxLength", params: { limit: 200 }, schema: 200, parentSchema: schema31.properties.error_message, data: data11 }];
                                        return false;
                                      }
                                    }
                                  }
                                  var valid0 = _errs23 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.failed_step !== undefined) {
                                    let data12 = data.failed_step;
                                    const _errs25 = errors;
                                    if (typeof data12 !== "string" && data12 !== null) {
                                      validate20.errors = [{ instancePath: instancePath + "/failed_step", schemaPath: "#/properties/failed_step/type", keyword: "type", params: { type: schema31.properties.failed_step.type }, schema: schema31.properties.failed_step.type, parentSchema: schema31.properties.failed_step, data: data12 }];
                                      return false;
                                    }
                                    if (errors === _errs25) {
                                      if (typeof data12 === "string") {
                                        if (data12.length > 200) {
                                          validate20.errors = [{ instancePath: instancePath + "/failed_step", schemaPath: "#/properties/failed_step/maxLength", keyword: "maxLength", params: { limit: 200 }, schema: 200, parentSchema: schema31.properties.failed_step, data: data12 }];
                                          return false;
                                        }
                                      }
                                    }
                                    var valid0 = _errs25 === errors;
                                  } else {
                                    var valid0 = true;
                                  }
                                  if (valid0) {
                                    if (data.used_browse !== undefined) {
                                      let data13 = data.used_browse;
                                      const _errs27 = errors;
                                      if (typeof data13 !== "boolean") {
                                        validate20.errors = [{ instancePath: instancePath + "/used_browse", schemaPath: "#/properties/used_browse/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.used_browse.type, parentSchema: schema31.properties.used_browse, data: data13 }];
                                        return false;
                                      }
                                      var valid0 = _errs27 === errors;
                                    } else {
                                      var valid0 = true;
                                    }
                                    if (valid0) {
                                      if (data.sessions !== undefined) {
                                        let data14 = data.sessions;
                                        const _errs29 = errors;
                                        if (!(typeof data14 == "number" && (!(data14 % 1) && !isNaN(data14)) && isFinite(data14))) {
                                          validate20.errors = [{ instancePath: instancePath + "/sessions", schemaPath: "#/properties/sessions/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.sessions.type, parentSchema: schema31.properties.sessions, data: data14 }];
                                          return false;
                                        }
                                        if (errors === _errs29) {
                                          if (typeof data14 == "number" && isFinite(data14)) {
                                            if (data14 < 1 || isNaN(data14)) {
                                              validate20.errors = [{ instancePath: instancePath + "/sessions", schemaPath: "#/properties/sessions/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, schema: 1, parentSchema: schema31.properties.sessions, data: data14 }];
                                              return false;
                                            }
                                          }
                                        }
                                        var valid0 = _errs29 === errors;
                                      } else {
                                        var valid0 = true;
                                      }
                                      if (valid0) {
                                        if (data.installation_id !== undefined) {
                                          let data15 = data.installation_id;
                                          const _errs31 = errors;
                                          if (typeof data15 !== "string" && data15 !== null) {
                                            validate20.errors = [{ instancePath: instancePath + "/installation_id", schemaPath: "#/properties/installation_id/type", keyword: "type", params: { type: schema31.properties.installation_id.type }, schema: schema31.properties.installation_id.type, parentSchema: schema31.properties.installation_id, data: data15 }];
                                            return false;
                                          }
                                          if (errors === _errs31) {
                                            if (typeof data15 === "string") {
                                              if (!pattern9.test(data15)) {
                                                validate20.errors = [{ instancePath: instancePath + "/installation_id", schemaPath: "#/properties/installation_id/pattern", keyword: "pattern", params: { pattern: "^[a-f0-9-]{32,36}$" }, schema: "^[a-f0-9-]{32,36}$", parentSchema: schema31.properties.installation_id, data: data15 }];
                                                return false;
                                              }
                                            }
                                          }
                                          var valid0 = _errs31 === errors;
                                        } else {
                                          var valid0 = true;
                                        }
                                        if (valid0) {
                                          if (data.source !== undefined) {
                                            let data16 = data.source;
                                            const _errs33 = errors;
                                            if (errors === _errs33) {
                                              if (typeof data16 === "string") {
                                                if (!pattern4.test(data16)) {
                                                  validate20.errors = [{ instancePath: instancePath + "/source", schemaPath: "#/properties/source/pattern", keyword: "pattern", params: { pattern: '^[^"\\\\\\u0000-\\u001f\\u007f]{1,200}$' }, schema: '^[^"\\\\\\u0000-\\u001f\\u007f]{1,200}$', parentSchema: schema31.properties.source, data: data16 }];
                                                  return false;
                                                }
                                              } else {
                                                validate20.errors = [{ instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.source.type, parentSchema: schema31.properties.source, data: data16 }];
                                                return false;
                                              }
                                            }
                                            var valid0 = _errs33 === errors;
                                          } else {
                                            var valid0 = true;
                                          }
                                          if (valid0) {
                                            if (data.security_url_domain !== undefined) {
                                              let data17 = data.security_url_domain;
                                              const _errs35 = errors;
                                              if (typeof data17 !== "string" && data17 !== null) {
                                                validate20.errors = [{ instancePath: instancePath + "/security_url_domain", schemaPath: "#/properties/security_url_domain/type", keyword: "type", params: { type: schema31.properties.security_url_domain.type }, schema: schema31.properties.security_url_domain.type, parentSchema: schema31.properties.security_url_domain, data: data17 }];
                                                return false;
                                              }
                                              if (errors === _errs35) {
                                                if (typeof data17 === "string") {
                                                  if (!pattern11.test(data17)) {
                                                    validate20.errors = [{ instancePath: instancePath + "/security_url_domain", schemaPath: "#/properties/security_url_domain/pattern", keyword: "pattern", params: { pattern: '^[^"\\\\\x00-\x1F]{1,200}$' }, schema: '^[^"\\\\\x00-\x1F]{1,200}$', parentSchema: schema31.properties.security_url_domain, data: data17 }];
                                                    return false;
                                                  }
                                                }
                                              }
                                              var valid0 = _errs35 === errors;
                                            } else {
                                              var valid0 = true;
                                            }
                                            if (valid0) {
                                              if (data.security_payload_hash !== undefined) {
                                                let data18 = data.security_payload_hash;
                                                const _errs37 = errors;
                                                if (typeof data18 !== "string" && data18 !== null) {
                                                  validate20.errors = [{ instancePath: instancePath + "/security_payload_hash", schemaPath: "#/properties/security_payload_hash/type", keyword: "type", params: { type: schema31.properties.security_payload_hash.type }, schema: schema31.properties.security_payload_hash.type, parentSchema: schema31.properties.security_payload_hash, data: data18 }];
                                                  return false;
                                                }
                                                if (errors === _errs37) {
                                                  if (typeof data18 === "string") {
                                                    if (!pattern11.test(data18)) {
                                                      validate20.errors = [{ instancePath: instancePath + "/security_payload_hash", schemaPath: "#/properties/security_payload_hash/pattern", keyword: "pattern", params: { pattern: '^[^"\\\\\x00-\x1F]{1,200}$' }, schema: '^[^"\\\\\x00-\x1F]{1,200}$', parentSchema: schema31.properties.security_payload_hash, data: data18 }];
                                                      return false;
                                                    }
                                                  }
                                                }
                                                var valid0 = _errs37 === errors;
                                              } else {
                                                var valid0 = true;
                                              }
                                              if (valid0) {
                                                if (data.security_confidence !== undefined) {
                                                  let data19 = data.security_confidence;
                                                  const _errs39 = errors;
                                                  if (!(typeof data19 == "number" && isFinite(data19)) && data19 !== null) {
                                                    validate20.errors = [{ instancePath: instancePath + "/security_confidence", schemaPath: "#/properties/security_confidence/type", keyword: "type", params: { type: schema31.properties.security_confidence.type }, schema: schema31.properties.security_confidence.type, parentSchema: schema31.properties.security_confidence, data: data19 }];
                                                    return false;
                                                  }
                                                  if (errors === _errs39) {
                                                    if (typeof data19 == "number" && isFinite(data19)) {
                                                      if (data19 > 1 || isNaN(data19)) {
                                                        validate20.errors = [{ instancePath: instancePath + "/security_confidence", schemaPath: "#/properties/security_confidence/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1 }, schema: 1, parentSchema: schema31.properties.security_confidence, data: data19 }];
                                                        return false;
                                                      } else {
                                                        if (data19 < 0 || isNaN(data19)) {
                                                          validate20.errors = [{ instancePath: instancePath + "/security_confidence", schemaPath: "#/properties/security_confidence/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.security_confidence, data: data19 }];
                                                          return false;
                                                        }
                                                      }
                                                    }
                                                  }
                                                  var valid0 = _errs39 === errors;
                                                } else {
                                                  var valid0 = true;
                                                }
                                                if (valid0) {
                                                  if (data.security_layer !== undefined) {
                                                    let data20 = data.security_layer;
                                                    const _errs41 = errors;
                                                    if (typeof data20 !== "string" && data20 !== null) {
                                                      validate20.errors = [{ instancePath: instancePath + "/security_layer", schemaPath: "#/properties/security_layer/type", keyword: "type", params: { type: schema31.properties.security_layer.type }, schema: schema31.properties.security_layer.type, parentSchema: schema31.properties.security_layer, data: data20 }];
                                                      return false;
                                                    }
                                                    if (errors === _errs41) {
                                                      if (typeof data20 === "string") {
                                                        if (!pattern11.test(data20)) {
                                                          validate20.errors = [{ instancePath: instancePath + "/security_layer", schemaPath: "#/properties/security_layer/pattern", keyword: "pattern", params: { pattern: '^[^"\\\\\x00-\x1F]{1,200}$' }, schema: '^[^"\\\\\x00-\x1F]{1,200}$', parentSchema: schema31.properties.security_layer, data: data20 }];
                                                          return false;
                                                        }
                                                      }
                                                    }
                                                    var valid0 = _errs41 === errors;
                                                  } else {
                                                    var valid0 = true;
                                                  }
                                                  if (valid0) {
                                                    if (data.security_verdict !== undefined) {
                                                      let data21 = data.security_verdict;
                                                      const _errs43 = errors;
                                                      if (typeof data21 !== "string" && data21 !== null) {
                                                        validate20.errors = [{ instancePath: instancePath + "/security_verdict", schemaPath: "#/properties/security_verdict/type", keyword: "type", params: { type: schema31.properties.security_verdict.type }, schema: schema31.properties.security_verdict.type, parentSchema: schema31.properties.security_verdict, data: data21 }];
                                                        return false;
                                                      }
                                                      if (errors === _errs43) {
                                                        if (typeof data21 === "string") {
                                                          if (!pattern11.test(data21)) {
                                                            validate20.errors = [{ instancePath: instancePath + "/security_verdict", schemaPath: "#/properties/security_verdict/pattern", keyword: "pattern", params: { pattern: '^[^"\\\\\x00-\x1F]{1,200}$' }, schema: '^[^"\\\\\x00-\x1F]{1,200}$', parentSchema: schema31.properties.security_verdict, data: data21 }];
                                                            return false;
                                                          }
                                                        }
                                                      }
                                                      var valid0 = _errs43 === errors;
                                                    } else {
                                                      var valid0 = true;
                                                    }
                                                    if (valid0) {
                                                      if (data._repo_slug !== undefined) {
                                                        let data22 = data._repo_slug;
                                                        const _errs45 = errors;
                                                        if (typeof data22 !== "string") {
                                                          validate20.errors = [{ instancePath: instancePath + "/_repo_slug", schemaPath: "#/properties/_repo_slug/type", keyword: "type", params: { type: "string" }, schema: schema31.properties._repo_slug.type, parentSchema: schema31.properties._repo_slug, data: data22 }];
                                                          return false;
                                                        }
                                                        var valid0 = _errs45 === errors;
                                                      } else {
                                                        var valid0 = true;
                                                      }
                                                      if (valid0) {
                                                        if (data._branch !== undefined) {
                                                          let data23 = data._branch;
                                                          const _errs47 = errors;
                                                          if (typeof data23 !== "string") {
                                                            validate20.errors = [{ instancePath: instancePath + "/_branch", schemaPath: "#/properties/_branch/type", keyword: "type", params: { type: "string" }, schema: schema31.properties._branch.type, parentSchema: schema31.properties._branch, data: data23 }];
                                                            return false;
                                                          }
                                                          var valid0 = _errs47 === errors;
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
