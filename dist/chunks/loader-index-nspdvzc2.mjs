// lib/schema/generated/loader-index.js
var validate = validate20;
var schema31 = { $schema: "https://json-schema.org/draft/2020-12/schema", $id: "gstack-kit/loader-index.schema.json", type: "object", required: ["version", "entries"], additionalProperties: false, properties: { version: { const: 1 }, entries: { type: "object", maxProperties: 8192, propertyNames: { minLength: 1 }, additionalProperties: { type: "object", required: ["stat", "fm", "name", "bodyLine", "parser", "valid", "meta", "problems", "terms"], additionalProperties: false, properties: { stat: { type: "string", minLength: 1 }, fm: { type: "string", pattern: "^[0-9a-f]{64}$" }, name: { type: "string", minLength: 1 }, bodyLine: { type: "integer", minimum: 0 }, parser: { enum: ["none", "flat", "yaml"] }, valid: { type: "boolean" }, meta: { type: "object", required: ["description", "paths", "triggers", "hasTriggers", "tiers", "modelInvocable", "data"], properties: { name: { type: "string" }, whenToUse: { type: "string" }, paths: { type: "array", items: { type: "string" } }, triggers: { type: "object", required: ["files", "intents", "contexts"], properties: { files: { type: "array", items: { type: "string" } }, intents: { type: "array", items: { type: "string" } }, contexts: { type: "array", items: { type: "string" } } } }, hasTriggers: { type: "boolean" }, threshold: { type: "number", minimum: 0, maximum: 100 }, tier: { enum: ["critical", "standard", "optional"] }, tiers: { type: "object", additionalProperties: { enum: ["critical", "standard", "optional", "exclude"] } }, profiles: { type: "array", items: { enum: ["executor", "planner", "researcher", "verifier", "interactive"] } }, category: { type: "string" }, extends: { type: "string" }, modelInvocable: { type: "boolean" }, data: { type: "object" } } }, terms: { type: "object", required: ["v", "name", "text", "quoted", "intents", "contexts"], additionalProperties: false, properties: { v: { type: "integer", minimum: 1 }, name: { type: "array", items: { type: "string" } }, text: { type: "array", items: { type: "string" } }, quoted: { type: "array", items: { type: "array", items: { type: "string" } } }, intents: { type: "array", items: { type: "array", items: { type: "string" } } }, contexts: { type: "array", items: { type: "array", items: { type: "string" } } } } }, problems: { type: "array", items: { type: "object", required: ["level", "field", "message"], properties: { level: { enum: ["error", "warning"] }, field: { type: "string" }, message: { type: "string" }, line: { type: "integer", minimum: 1 } } } } } } } } };
var func1 = Object.prototype.hasOwnProperty;
var pattern4 = new RegExp("^[0-9a-f]{64}$", "u");
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
      if (data.version === undefined && (missing0 = "version") || data.entries === undefined && (missing0 = "entries")) {
        validate20.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, schema: schema31.required, parentSchema: schema31, data }];
        return false;
      } else {
        const _errs1 = errors;
        for (const key0 in data) {
          if (!(key0 === "version" || key0 === "entries")) {
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
            if (data.entries !== undefined) {
              let data1 = data.entries;
              const _errs3 = errors;
              if (errors === _errs3) {
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                  if (Object.keys(data1).length > 8192) {
                    validate20.errors = [{ instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/maxProperties", keyword: "maxProperties", params: { limit: 8192 }, schema: 8192, parentSchema: schema31.properties.entries, data: data1 }];
                    return false;
                  } else {
                    for (const key1 in data1) {
                      const _errs5 = errors;
                      if (typeof key1 === "string") {
                        if (key1.length < 1) {
                          const err0 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/propertyNames/minLength", keyword: "minLength", params: { limit: 1 }, schema: 1, parentSchema: schema31.properties.entries.propertyNames, data: key1, propertyName: key1 };
                          if (vErrors === null) {
                            vErrors = [err0];
                          } else {
                            vErrors.push(err0);
                          }
                          errors++;
                        }
                      }
                      var valid1 = _errs5 === errors;
                      if (!valid1) {
                        const err1 = { instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, schema: schema31.properties.entries.propertyNames, parentSchema: schema31.properties.entries, data: data1 };
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
                    if (valid1) {
                      for (const key2 in data1) {
                        let data2 = data1[key2];
                        const _errs7 = errors;
                        if (errors === _errs7) {
                          if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                            let missing1;
                            if (data2.stat === undefined && (missing1 = "stat") || data2.fm === undefined && (missing1 = "fm") || data2.name === undefined && (missing1 = "name") || data2.bodyLine === undefined && (missing1 = "bodyLine") || data2.parser === undefined && (missing1 = "parser") || data2.valid === undefined && (missing1 = "valid") || data2.meta === undefined && (missing1 = "meta") || data2.problems === undefined && (missing1 = "problems") || data2.terms === undefined && (missing1 = "terms")) {
                              validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/entries/additionalProperties/required", keyword: "required", params: { missingProperty: missing1 }, schema: schema31.properties.entries.additionalProperties.required, parentSchema: schema31.properties.entries.additionalProperties, data: data2 }];
                              return false;
                            } else {
                              const _errs9 = errors;
                              for (const key3 in data2) {
                                if (!func1.call(schema31.properties.entries.additionalProperties.properties, key3)) {
                                  validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/entries/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, schema: false, parentSchema: schema31.properties.entries.additionalProperties, data: data2 }];
                                  return false;
                                  break;
                                }
                              }
                              if (_errs9 === errors) {
                                if (data2.stat !== undefined) {
                                  let data3 = data2.stat;
                                  const _errs10 = errors;
                                  if (errors === _errs10) {
                                    if (typeof data3 === "string") {
                                      if (data3.length < 1) {
                                        validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/stat", schemaPath: "#/properties/entries/additionalProperties/properties/stat/minLength", keyword: "minLength", params: { limit: 1 }, schema: 1, parentSchema: schema31.properties.entries.additionalProperties.properties.stat, data: data3 }];
                                        return false;
                                      }
                                    } else {
                                      validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/stat", schemaPath: "#/properties/entries/additionalProperties/properties/stat/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.stat.type, parentSchema: schema31.properties.entries.additionalProperties.properties.stat, data: data3 }];
                                      return false;
                                    }
                                  }
                                  var valid3 = _errs10 === errors;
                                } else {
                                  var valid3 = true;
                                }
                                if (valid3) {
                                  if (data2.fm !== undefined) {
                                    let data4 = data2.fm;
                                    const _errs12 = errors;
                                    if (errors === _errs12) {
                                      if (typeof data4 === "string") {
                                        if (!pattern4.test(data4)) {
                                          validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/fm", schemaPath: "#/properties/entries/additionalProperties/properties/fm/pattern", keyword: "pattern", params: { pattern: "^[0-9a-f]{64}$" }, schema: "^[0-9a-f]{64}$", parentSchema: schema31.properties.entries.additionalProperties.properties.fm, data: data4 }];
                                          return false;
                                        }
                                      } else {
                                        validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/fm", schemaPath: "#/properties/entries/additionalProperties/properties/fm/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.fm.type, parentSchema: schema31.properties.entries.additionalProperties.properties.fm, data: data4 }];
                                        return false;
                                      }
                                    }
                                    var valid3 = _errs12 === errors;
                                  } else {
                                    var valid3 = true;
                                  }
                                  if (valid3) {
                                    if (data2.name !== undefined) {
                                      let data5 = data2.name;
                                      const _errs14 = errors;
                                      if (errors === _errs14) {
                                        if (typeof data5 === "string") {
                                          if (data5.length < 1) {
                                            validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/name", schemaPath: "#/properties/entries/additionalProperties/properties/name/minLength", keyword: "minLength", params: { limit: 1 }, schema: 1, parentSchema: schema31.properties.entries.additionalProperties.properties.name, data: data5 }];
                                            return false;
                                          }
                                        } else {
                                          validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/name", schemaPath: "#/properties/entries/additionalProperties/properties/name/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.name.type, parentSchema: schema31.properties.entries.additionalProperties.properties.name, data: data5 }];
                                          return false;
                                        }
                                      }
                                      var valid3 = _errs14 === errors;
                                    } else {
                                      var valid3 = true;
                                    }
                                    if (valid3) {
                                      if (data2.bodyLine !== undefined) {
                                        let data6 = data2.bodyLine;
                                        const _errs16 = errors;
                                        if (!(typeof data6 == "number" && (!(data6 % 1) && !isNaN(data6)) && isFinite(data6))) {
                                          validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/bodyLine", schemaPath: "#/properties/entries/additionalProperties/properties/bodyLine/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.entries.additionalProperties.properties.bodyLine.type, parentSchema: schema31.properties.entries.additionalProperties.properties.bodyLine, data: data6 }];
                                          return false;
                                        }
                                        if (errors === _errs16) {
                                          if (typeof data6 == "number" && isFinite(data6)) {
                                            if (data6 < 0 || isNaN(data6)) {
                                              validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/bodyLine", schemaPath: "#/properties/entries/additionalProperties/properties/bodyLine/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.entries.additionalProperties.properties.bodyLine, data: data6 }];
                                              return false;
                                            }
                                          }
                                        }
                                        var valid3 = _errs16 === errors;
                                      } else {
                                        var valid3 = true;
                                      }
                                      if (valid3) {
                                        if (data2.parser !== undefined) {
                                          let data7 = data2.parser;
                                          const _errs18 = errors;
                                          if (!(data7 === "none" || data7 === "flat" || data7 === "yaml")) {
                                            validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/parser", schemaPath: "#/properties/entries/additionalProperties/properties/parser/enum", keyword: "enum", params: { allowedValues: schema31.properties.entries.additionalProperties.properties.parser.enum }, schema: schema31.properties.entries.additionalProperties.properties.parser.enum, parentSchema: schema31.properties.entries.additionalProperties.properties.parser, data: data7 }];
                                            return false;
                                          }
                                          var valid3 = _errs18 === errors;
                                        } else {
                                          var valid3 = true;
                                        }
                                        if (valid3) {
                                          if (data2.valid !== undefined) {
                                            let data8 = data2.valid;
                                            const _errs19 = errors;
                                            if (typeof data8 !== "boolean") {
                                              validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/valid", schemaPath: "#/properties/entries/additionalProperties/properties/valid/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.entries.additionalProperties.properties.valid.type, parentSchema: schema31.properties.entries.additionalProperties.properties.valid, data: data8 }];
                                              return false;
                                            }
                                            var valid3 = _errs19 === errors;
                                          } else {
                                            var valid3 = true;
                                          }
                                          if (valid3) {
                                            if (data2.meta !== undefined) {
                                              let data9 = data2.meta;
                                              const _errs21 = errors;
                                              if (errors === _errs21) {
                                                if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
                                                  let missing2;
                                                  if (data9.description === undefined && (missing2 = "description") || data9.paths === undefined && (missing2 = "paths") || data9.triggers === undefined && (missing2 = "triggers") || data9.hasTriggers === undefined && (missing2 = "hasTriggers") || data9.tiers === undefined && (missing2 = "tiers") || data9.modelInvocable === undefined && (missing2 = "modelInvocable") || data9.data === undefined && (missing2 = "data")) {
                                                    validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta", schemaPath: "#/properties/entries/additionalProperties/properties/meta/required", keyword: "required", params: { missingProperty: missing2 }, schema: schema31.properties.entries.additionalProperties.properties.meta.required, parentSchema: schema31.properties.entries.additionalProperties.properties.meta, data: data9 }];
                                                    return false;
                                                  } else {
                                                    if (data9.name !== undefined) {
                                                      let data10 = data9.name;
                                                      const _errs23 = errors;
                                                      if (typeof data10 !== "string") {
                                                        validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/name", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/name/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.name.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.name, data: data10 }];
                                                        return false;
                                                      }
                                                      var valid4 = _errs23 === errors;
                                                    } else {
                                                      var valid4 = true;
                                                    }
                                                    if (valid4) {
                                                      if (data9.whenToUse !== undefined) {
                                                        let data11 = data9.whenToUse;
                                                        const _errs25 = errors;
                                                        if (typeof data11 !== "string") {
                                                          validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/whenToUse", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/whenToUse/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.whenToUse.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.whenToUse, data: data11 }];
                                                          return false;
                                                        }
                                                        var valid4 = _errs25 === errors;
                                                      } else {
                                                        var valid4 = true;
                                                      }
                                                      if (valid4) {
                                                        if (data9.paths !== undefined) {
                                                          let data12 = data9.paths;
                                                          const _errs27 = errors;
                                                          if (errors === _errs27) {
                                                            if (Array.isArray(data12)) {
                                                              var valid5 = true;
                                                              const len0 = data12.length;
                                                              for (let i0 = 0;i0 < len0; i0++) {
                                                                let data13 = data12[i0];
                                                                const _errs29 = errors;
                                                                if (typeof data13 !== "string") {
                                                                  validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/paths/" + i0, schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/paths/items/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.paths.items.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.paths.items, data: data13 }];
                                                                  return false;
                                                                }
                                                                var valid5 = _errs29 === errors;
                                                                if (!valid5) {
                                                                  break;
                                                                }
                                                              }
                                                            } else {
                                                              validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/paths", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/paths/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.paths.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.paths, data: data12 }];
                                                              return false;
                                                            }
                                                          }
                                                          var valid4 = _errs27 === errors;
                                                        } else {
                                                          var valid4 = true;
                                                        }
                                                        if (valid4) {
                                                          if (data9.triggers !== undefined) {
                                                            let data14 = data9.triggers;
                                                            const _errs31 = errors;
                                                            if (errors === _errs31) {
                                                              if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                                                                let missing3;
                                                                if (data14.files === undefined && (missing3 = "files") || data14.intents === undefined && (missing3 = "intents") || data14.contexts === undefined && (missing3 = "contexts")) {
                                                                  validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/triggers", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/triggers/required", keyword: "required", params: { missingProperty: missing3 }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.triggers.required, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.triggers, data: data14 }];
                                                                  return false;
                                                                } else {
                                                                  if (data14.files !== undefined) {
                                                                    let data15 = data14.files;
                                                                    const _errs33 = errors;
                                                                    if (errors === _errs33) {
                                                                      if (Array.isArray(data15)) {
                                                                        var valid7 = true;
                                                                        const len1 = data15.length;
                                                                        for (let i1 = 0;i1 < len1; i1++) {
                                                                          let data16 = data15[i1];
                                                                          const _errs35 = errors;
                                                                          if (typeof data16 !== "string") {
                                                                            validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/triggers/files/" + i1, schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/triggers/properties/files/items/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.triggers.properties.files.items.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.triggers.properties.files.items, data: data16 }];
                                                                            return false;
                                                                          }
                                                                          var valid7 = _errs35 === errors;
                                                                          if (!valid7) {
                                                                            break;
                                                                          }
                                                                        }
                                                                      } else {
                                                                        validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/triggers/files", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/triggers/properties/files/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.triggers.properties.files.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.triggers.properties.files, data: data15 }];
                                                                        return false;
                                                                      }
                                                                    }
                                                                    var valid6 = _errs33 === errors;
                                                                  } else {
                                                                    var valid6 = true;
                                                                  }
                                                                  if (valid6) {
                                                                    if (data14.intents !== undefined) {
                                                                      let data17 = data14.intents;
                                                                      const _errs37 = errors;
                                                                      if (errors === _errs37) {
                                                                        if (Array.isArray(data17)) {
                                                                          var valid8 = true;
                                                                          const len2 = data17.length;
                                                                          for (let i2 = 0;i2 < len2; i2++) {
                                                                            let data18 = data17[i2];
                                                                            const _errs39 = errors;
                                                                            if (typeof data18 !== "string") {
                                                                              validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/triggers/intents/" + i2, schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/triggers/properties/intents/items/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.triggers.properties.intents.items.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.triggers.properties.intents.items, data: data18 }];
                                                                              return false;
                                                                            }
                                                                            var valid8 = _errs39 === errors;
                                                                            if (!valid8) {
                                                                              break;
                                                                            }
                                                                          }
                                                                        } else {
                                                                          validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/triggers/intents", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/triggers/properties/intents/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.triggers.properties.intents.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.triggers.properties.intents, data: data17 }];
                                                                          return false;
                                                                        }
                                                                      }
                                                                      var valid6 = _errs37 === errors;
                                                                    } else {
                                                                      var valid6 = true;
                                                                    }
                                                                    if (valid6) {
                                                                      if (data14.contexts !== undefined) {
                                                                        let data19 = data14.contexts;
                                                                        const _errs41 = errors;
                                                                        if (errors === _errs41) {
                                                                          if (Array.isArray(data19)) {
                                                                            var valid9 = true;
                                                                            const len3 = data19.length;
                                                                            for (let i3 = 0;i3 < len3; i3++) {
                                                                              let data20 = data19[i3];
                                                                              const _errs43 = errors;
                                                                              if (typeof data20 !== "string") {
                                                                                validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/triggers/contexts/" + i3, schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/triggers/properties/contexts/items/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.triggers.properties.contexts.items.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.triggers.properties.contexts.items, data: data20 }];
                                                                                return false;
                                                                              }
                                                                              var valid9 = _errs43 === errors;
                                                                              if (!valid9) {
                                                                                break;
                                                                              }
                                                                            }
                                                                          } else {
                                                                            validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/triggers/contexts", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/triggers/properties/contexts/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.triggers.properties.contexts.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.triggers.properties.contexts, data: data19 }];
                                                                            return false;
                                                                          }
                                                                        }
                                                                        var valid6 = _errs41 === errors;
                                                                      } else {
                                                                        var valid6 = true;
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              } else {
                                                                validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/triggers", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/triggers/type", keyword: "type", params: { type: "object" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.triggers.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.triggers, data: data14 }];
                                                                return false;
                                                              }
                                                            }
                                                            var valid4 = _errs31 === errors;
                                                          } else {
                                                            var valid4 = true;
                                                          }
                                                          if (valid4) {
                                                            if (data9.hasTriggers !== undefined) {
                                                              let data21 = data9.hasTriggers;
                                                              const _errs45 = errors;
                                                              if (typeof data21 !== "boolean") {
                                                                validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/hasTriggers", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/hasTriggers/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.hasTriggers.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.hasTriggers, data: data21 }];
                                                                return false;
                                                              }
                                                              var valid4 = _errs45 === errors;
                                                            } else {
                                                              var valid4 = true;
                                                            }
                                                            if (valid4) {
                                                              if (data9.threshold !== undefined) {
                                                                let data22 = data9.threshold;
                                                                const _errs47 = errors;
                                                                if (errors === _errs47) {
                                                                  if (typeof data22 == "number" && isFinite(data22)) {
                                                                    if (data22 > 100 || isNaN(data22)) {
                                                                      validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/threshold", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/threshold/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, schema: 100, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.threshold, data: data22 }];
                                                                      return false;
                                                                    } else {
                                                                      if (data22 < 0 || isNaN(data22)) {
                                                                        validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/threshold", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/threshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, schema: 0, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.threshold, data: data22 }];
                                                                        return false;
                                                                      }
                                                                    }
                                                                  } else {
                                                                    validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/threshold", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/threshold/type", keyword: "type", params: { type: "number" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.threshold.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.threshold, data: data22 }];
                                                                    return false;
                                                                  }
                                                                }
                                                                var valid4 = _errs47 === errors;
                                                              } else {
                                                                var valid4 = true;
                                                              }
                                                              if (valid4) {
                                                                if (data9.tier !== undefined) {
                                                                  let data23 = data9.tier;
                                                                  const _errs49 = errors;
                                                                  if (!(data23 === "critical" || data23 === "standard" || data23 === "optional")) {
                                                                    validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/tier", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/tier/enum", keyword: "enum", params: { allowedValues: schema31.properties.entries.additionalProperties.properties.meta.properties.tier.enum }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.tier.enum, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.tier, data: data23 }];
                                                                    return false;
                                                                  }
                                                                  var valid4 = _errs49 === errors;
                                                                } else {
                                                                  var valid4 = true;
                                                                }
                                                                if (valid4) {
                                                                  if (data9.tiers !== undefined) {
                                                                    let data24 = data9.tiers;
                                                                    const _errs50 = errors;
                                                                    if (errors === _errs50) {
                                                                      if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
                                                                        for (const key4 in data24) {
                                                                          let data25 = data24[key4];
                                                                          const _errs53 = errors;
                                                                          if (!(data25 === "critical" || data25 === "standard" || data25 === "optional" || data25 === "exclude")) {
                                                                            validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/tiers/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/tiers/additionalProperties/enum", keyword: "enum", params: { allowedValues: schema31.properties.entries.additionalProperties.properties.meta.properties.tiers.additionalProperties.enum }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.tiers.additionalProperties.enum, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.tiers.additionalProperties, data: data25 }];
                                                                            return false;
                                                                          }
                                                                          var valid10 = _errs53 === errors;
                                                                          if (!valid10) {
                                                                            break;
                                                                          }
                                                                        }
                                                                      } else {
                                                                        validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/tiers", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/tiers/type", keyword: "type", params: { type: "object" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.tiers.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.tiers, data: data24 }];
                                                                        return false;
                                                                      }
                                                                    }
                                                                    var valid4 = _errs50 === errors;
                                                                  } else {
                                                                    var valid4 = true;
                                                                  }
                                                                  if (valid4) {
                                                                    if (data9.profiles !== undefined) {
                                                                      let data26 = data9.profiles;
                                                                      const _errs54 = errors;
                                                                      if (errors === _errs54) {
                                                                        if (Array.isArray(data26)) {
                                                                          var valid11 = true;
                                                                          const len4 = data26.length;
                                                                          for (let i4 = 0;i4 < len4; i4++) {
                                                                            let data27 = data26[i4];
                                                                            const _errs56 = errors;
                                                                            if (!(data27 === "executor" || data27 === "planner" || data27 === "researcher" || data27 === "verifier" || data27 === "interactive")) {
                                                                              validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/profiles/" + i4, schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/profiles/items/enum", keyword: "enum", params: { allowedValues: schema31.properties.entries.additionalProperties.properties.meta.properties.profiles.items.enum }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.profiles.items.enum, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.profiles.items, data: data27 }];
                                                                              return false;
                                                                            }
                                                                            var valid11 = _errs56 === errors;
                                                                            if (!valid11) {
                                                                              break;
                                                                            }
                                                                          }
                                                                        } else {
                                                                          validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/profiles", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/profiles/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.profiles.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.profiles, data: data26 }];
                                                                          return false;
                                                                        }
                                                                      }
                                                                      var valid4 = _errs54 === errors;
                                                                    } else {
                                                                      var valid4 = true;
                                                                    }
                                                                    if (valid4) {
                                                                      if (data9.category !== undefined) {
                                                                        let data28 = data9.category;
                                                                        const _errs57 = errors;
                                                                        if (typeof data28 !== "string") {
                                                                          validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/category", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/category/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.category.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.category, data: data28 }];
                                                                          return false;
                                                                        }
                                                                        var valid4 = _errs57 === errors;
                                                                      } else {
                                                                        var valid4 = true;
                                                                      }
                                                                      if (valid4) {
                                                                        if (data9.extends !== undefined) {
                                                                          let data29 = data9.extends;
                                                                          const _errs59 = errors;
                                                                          if (typeof data29 !== "string") {
                                                                            validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/extends", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/extends/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.extends.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.extends, data: data29 }];
                                                                            return false;
                                                                          }
                                                                          var valid4 = _errs59 === errors;
                                                                        } else {
                                                                          var valid4 = true;
                                                                        }
                                                                        if (valid4) {
                                                                          if (data9.modelInvocable !== undefined) {
                                                                            let data30 = data9.modelInvocable;
                                                                            const _errs61 = errors;
                                                                            if (typeof data30 !== "boolean") {
                                                                              validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/modelInvocable", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/modelInvocable/type", keyword: "type", params: { type: "boolean" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.modelInvocable.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.modelInvocable, data: data30 }];
                                                                              return false;
                                                                            }
                                                                            var valid4 = _errs61 === errors;
                                                                          } else {
                                                                            var valid4 = true;
                                                                          }
                                                                          if (valid4) {
                                                                            if (data9.data !== undefined) {
                                                                              let data31 = data9.data;
                                                                              const _errs63 = errors;
                                                                              if (!(data31 && typeof data31 == "object" && !Array.isArray(data31))) {
                                                                                validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta/data", schemaPath: "#/properties/entries/additionalProperties/properties/meta/properties/data/type", keyword: "type", params: { type: "object" }, schema: schema31.properties.entries.additionalProperties.properties.meta.properties.data.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta.properties.data, data: data31 }];
                                                                                return false;
                                                                              }
                                                                              var valid4 = _errs63 === errors;
                                                                            } else {
                                                                              var valid4 = true;
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
                                                  validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/meta", schemaPath: "#/properties/entries/additionalProperties/properties/meta/type", keyword: "type", params: { type: "object" }, schema: schema31.properties.entries.additionalProperties.properties.meta.type, parentSchema: schema31.properties.entries.additionalProperties.properties.meta, data: data9 }];
                                                  return false;
                                                }
                                              }
                                              var valid3 = _errs21 === errors;
                                            } else {
                                              var valid3 = true;
                                            }
                                            if (valid3) {
                                              if (data2.terms !== undefined) {
                                                let data32 = data2.terms;
                                                const _errs65 = errors;
                                                if (errors === _errs65) {
                                                  if (data32 && typeof data32 == "object" && !Array.isArray(data32)) {
                                                    let missing4;
                                                    if (data32.v === undefined && (missing4 = "v") || data32.name === undefined && (missing4 = "name") || data32.text === undefined && (missing4 = "text") || data32.quoted === undefined && (missing4 = "quoted") || data32.intents === undefined && (missing4 = "intents") || data32.contexts === undefined && (missing4 = "contexts")) {
                                                      validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms", schemaPath: "#/properties/entries/additionalProperties/properties/terms/required", keyword: "required", params: { missingProperty: missing4 }, schema: schema31.properties.entries.additionalProperties.properties.terms.required, parentSchema: schema31.properties.entries.additionalProperties.properties.terms, data: data32 }];
                                                      return false;
                                                    } else {
                                                      const _errs67 = errors;
                                                      for (const key5 in data32) {
                                                        if (!(key5 === "v" || key5 === "name" || key5 === "text" || key5 === "quoted" || key5 === "intents" || key5 === "contexts")) {
                                                          validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms", schemaPath: "#/properties/entries/additionalProperties/properties/terms/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, schema: false, parentSchema: schema31.properties.entries.additionalProperties.properties.terms, data: data32 }];
                                                          return false;
                                                          break;
                                                        }
                                                      }
                                                      if (_errs67 === errors) {
                                                        if (data32.v !== undefined) {
                                                          let data33 = data32.v;
                                                          const _errs68 = errors;
                                                          if (!(typeof data33 == "number" && (!(data33 % 1) && !isNaN(data33)) && isFinite(data33))) {
                                                            validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms/v", schemaPath: "#/properties/entries/additionalProperties/properties/terms/properties/v/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.entries.additionalProperties.properties.terms.properties.v.type, parentSchema: schema31.properties.entries.additionalProperties.properties.terms.properties.v, data: data33 }];
                                                            return false;
                                                          }
                                                          if (errors === _errs68) {
                                                            if (typeof data33 == "number" && isFinite(data33)) {
                                                              if (data33 < 1 || isNaN(data33)) {
                                                                validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms/v", schemaPath: "#/properties/entries/additionalProperties/properties/terms/properties/v/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, schema: 1, parentSchema: schema31.properties.entries.additionalProperties.properties.terms.properties.v, data: data33 }];
                                                                return false;
                                                              }
                                                            }
                                                          }
                                                          var valid12 = _errs68 === errors;
                                                        } else {
                                                          var valid12 = true;
                                                        }
                                                        if (valid12) {
                                                          if (data32.name !== undefined) {
                                                            let data34 = data32.name;
                                                            const _errs70 = errors;
                                                            if (errors === _errs70) {
                                                              if (Array.isArray(data34)) {
                                                                var valid13 = true;
                                                                const len5 = data34.length;
                                                                for (let i5 = 0;i5 < len5; i5++) {
                                                                  let data35 = data34[i5];
                                                                  const _errs72 = errors;
                                                                  if (typeof data35 !== "string") {
                                                                    validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms/name/" + i5, schemaPath: "#/properties/entries/additionalProperties/properties/terms/properties/name/items/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.terms.properties.name.items.type, parentSchema: schema31.properties.entries.additionalProperties.properties.terms.properties.name.items, data: data35 }];
                                                                    return false;
                                                                  }
                                                                  var valid13 = _errs72 === errors;
                                                                  if (!valid13) {
                                                                    break;
                                                                  }
                                                                }
                                                              } else {
                                                                validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms/name", schemaPath: "#/properties/entries/additionalProperties/properties/terms/properties/name/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.entries.additionalProperties.properties.terms.properties.name.type, parentSchema: schema31.properties.entries.additionalProperties.properties.terms.properties.name, data: data34 }];
                                                                return false;
                                                              }
                                                            }
                                                            var valid12 = _errs70 === errors;
                                                          } else {
                                                            var valid12 = true;
                                                          }
                                                          if (valid12) {
                                                            if (data32.text !== undefined) {
                                                              let data36 = data32.text;
                                                              const _errs74 = errors;
                                                              if (errors === _errs74) {
                                                                if (Array.isArray(data36)) {
                                                                  var valid14 = true;
                                                                  const len6 = data36.length;
                                                                  for (let i6 = 0;i6 < len6; i6++) {
                                                                    let data37 = data36[i6];
                                                                    const _errs76 = errors;
                                                                    if (typeof data37 !== "string") {
                                                                      validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms/text/" + i6, schemaPath: "#/properties/entries/additionalProperties/properties/terms/properties/text/items/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.terms.properties.text.items.type, parentSchema: schema31.properties.entries.additionalProperties.properties.terms.properties.text.items, data: data37 }];
                                                                      return false;
                                                                    }
                                                                    var valid14 = _errs76 === errors;
                                                                    if (!valid14) {
                                                                      break;
                                                                    }
                                                                  }
                                                                } else {
                                                                  validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms/text", schemaPath: "#/properties/entries/additionalProperties/properties/terms/properties/text/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.entries.additionalProperties.properties.terms.properties.text.type, parentSchema: schema31.properties.entries.additionalProperties.properties.terms.properties.text, data: data36 }];
                                                                  return false;
                                                                }
                                                              }
                                                              var valid12 = _errs74 === errors;
                                                            } else {
                                                              var valid12 = true;
                                                            }
                                                            if (valid12) {
                                                              if (data32.quoted !== undefined) {
                                                                let data38 = data32.quoted;
                                                                const _errs78 = errors;
                                                                if (errors === _errs78) {
                                                                  if (Array.isArray(data38)) {
                                                                    var valid15 = true;
                                                                    const len7 = data38.length;
                                                                    for (let i7 = 0;i7 < len7; i7++) {
                                                                      let data39 = data38[i7];
                                                                      const _errs80 = errors;
                                                                      if (errors === _errs80) {
                                                                        if (Array.isArray(data39)) {
                                                                          var valid16 = true;
                                                                          const len8 = data39.length;
                                                                          for (let i8 = 0;i8 < len8; i8++) {
                                                                            let data40 = data39[i8];
                                                                            const _errs82 = errors;
                                                                            if (typeof data40 !== "string") {
                                                                              validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms/quoted/" + i7 + "/" + i8, schemaPath: "#/properties/entries/additionalProperties/properties/terms/properties/quoted/items/items/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.terms.properties.quoted.items.items.type, parentSchema: schema31.properties.entries.additionalProperties.properties.terms.properties.quoted.items.items, data: data40 }];
                                                                              return false;
                                                                            }
                                                                            var valid16 = _errs82 === errors;
                                                                            if (!valid16) {
                                                                              break;
                                                                            }
                                                                          }
                                                                        } else {
                                                                          validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms/quoted/" + i7, schemaPath: "#/properties/entries/additionalProperties/properties/terms/properties/quoted/items/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.entries.additionalProperties.properties.terms.properties.quoted.items.type, parentSchema: schema31.properties.entries.additionalProperties.properties.terms.properties.quoted.items, data: data39 }];
                                                                          return false;
                                                                        }
                                                                      }
                                                                      var valid15 = _errs80 === errors;
                                                                      if (!valid15) {
                                                                        break;
                                                                      }
                                                                    }
                                                                  } else {
                                                                    validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms/quoted", schemaPath: "#/properties/entries/additionalProperties/properties/terms/properties/quoted/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.entries.additionalProperties.properties.terms.properties.quoted.type, parentSchema: schema31.properties.entries.additionalProperties.properties.terms.properties.quoted, data: data38 }];
                                                                    return false;
                                                                  }
                                                                }
                                                                var valid12 = _errs78 === errors;
                                                              } else {
                                                                var valid12 = true;
                                                              }
                                                              if (valid12) {
                                                                if (data32.intents !== undefined) {
                                                                  let data41 = data32.intents;
                                                                  const _errs84 = errors;
                                                                  if (errors === _errs84) {
                                                                    if (Array.isArray(data41)) {
                                                                      var valid17 = true;
                                                                      const len9 = data41.length;
                                                                      for (let i9 = 0;i9 < len9; i9++) {
                                                                        let data42 = data41[i9];
                                                                        const _errs86 = errors;
                                                                        if (errors === _errs86) {
                                                                          if (Array.isArray(data42)) {
                                                                            var valid18 = true;
                                                                            const len10 = data42.length;
                                                                            for (let i10 = 0;i10 < len10; i10++) {
                                                                              let data43 = data42[i10];
                                                                              const _errs88 = errors;
                                                                              if (typeof data43 !== "string") {
                                                                                validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms/intents/" + i9 + "/" + i10, schemaPath: "#/properties/entries/additionalProperties/properties/terms/properties/intents/items/items/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.terms.properties.intents.items.items.type, parentSchema: schema31.properties.entries.additionalProperties.properties.terms.properties.intents.items.items, data: data43 }];
                                                                                return false;
                                                                              }
                                                                              var valid18 = _errs88 === errors;
                                                                              if (!valid18) {
                                                                                break;
                                                                              }
                                                                            }
                                                                          } else {
                                                                            validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms/intents/" + i9, schemaPath: "#/properties/entries/additionalProperties/properties/terms/properties/intents/items/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.entries.additionalProperties.properties.terms.properties.intents.items.type, parentSchema: schema31.properties.entries.additionalProperties.properties.terms.properties.intents.items, data: data42 }];
                                                                            return false;
                                                                          }
                                                                        }
                                                                        var valid17 = _errs86 === errors;
                                                                        if (!valid17) {
                                                                          break;
                                                                        }
                                                                      }
                                                                    } else {
                                                                      validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms/intents", schemaPath: "#/properties/entries/additionalProperties/properties/terms/properties/intents/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.entries.additionalProperties.properties.terms.properties.intents.type, parentSchema: schema31.properties.entries.additionalProperties.properties.terms.properties.intents, data: data41 }];
                                                                      return false;
                                                                    }
                                                                  }
                                                                  var valid12 = _errs84 === errors;
                                                                } else {
                                                                  var valid12 = true;
                                                                }
                                                                if (valid12) {
                                                                  if (data32.contexts !== undefined) {
                                                                    let data44 = data32.contexts;
                                                                    const _errs90 = errors;
                                                                    if (errors === _errs90) {
                                                                      if (Array.isArray(data44)) {
                                                                        var valid19 = true;
                                                                        const len11 = data44.length;
                                                                        for (let i11 = 0;i11 < len11; i11++) {
                                                                          let data45 = data44[i11];
                                                                          const _errs92 = errors;
                                                                          if (errors === _errs92) {
                                                                            if (Array.isArray(data45)) {
                                                                              var valid20 = true;
                                                                              const len12 = data45.length;
                                                                              for (let i12 = 0;i12 < len12; i12++) {
                                                                                let data46 = data45[i12];
                                                                                const _errs94 = errors;
                                                                                if (typeof data46 !== "string") {
                                                                                  validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms/contexts/" + i11 + "/" + i12, schemaPath: "#/properties/entries/additionalProperties/properties/terms/properties/contexts/items/items/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.terms.properties.contexts.items.items.type, parentSchema: schema31.properties.entries.additionalProperties.properties.terms.properties.contexts.items.items, data: data46 }];
                                                                                  return false;
                                                                                }
                                                                                var valid20 = _errs94 === errors;
                                                                                if (!valid20) {
                                                                                  break;
                                                                                }
                                                                              }
                                                                            } else {
                                                                              validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms/contexts/" + i11, schemaPath: "#/properties/entries/additionalProperties/properties/terms/properties/contexts/items/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.entries.additionalProperties.properties.terms.properties.contexts.items.type, parentSchema: schema31.properties.entries.additionalProperties.properties.terms.properties.contexts.items, data: data45 }];
                                                                              return false;
                                                                            }
                                                                          }
                                                                          var valid19 = _errs92 === errors;
                                                                          if (!valid19) {
                                                                            break;
                                                                          }
                                                                        }
                                                                      } else {
                                                                        validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms/contexts", schemaPath: "#/properties/entries/additionalProperties/properties/terms/properties/contexts/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.entries.additionalProperties.properties.terms.properties.contexts.type, parentSchema: schema31.properties.entries.additionalProperties.properties.terms.properties.contexts, data: data44 }];
                                                                        return false;
                                                                      }
                                                                    }
                                                                    var valid12 = _errs90 === errors;
                                                                  } else {
                                                                    var valid12 = true;
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  } else {
                                                    validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/terms", schemaPath: "#/properties/entries/additionalProperties/properties/terms/type", keyword: "type", params: { type: "object" }, schema: schema31.properties.entries.additionalProperties.properties.terms.type, parentSchema: schema31.properties.entries.additionalProperties.properties.terms, data: data32 }];
                                                    return false;
                                                  }
                                                }
                                                var valid3 = _errs65 === errors;
                                              } else {
                                                var valid3 = true;
                                              }
                                              if (valid3) {
                                                if (data2.problems !== undefined) {
                                                  let data47 = data2.problems;
                                                  const _errs96 = errors;
                                                  if (errors === _errs96) {
                                                    if (Array.isArray(data47)) {
                                                      var valid21 = true;
                                                      const len13 = data47.length;
                                                      for (let i13 = 0;i13 < len13; i13++) {
                                                        let data48 = data47[i13];
                                                        const _errs98 = errors;
                                                        if (errors === _errs98) {
                                                          if (data48 && typeof data48 == "object" && !Array.isArray(data48)) {
                                                            let missing5;
                                                            if (data48.level === undefined && (missing5 = "level") || data48.field === undefined && (missing5 = "field") || data48.message === undefined && (missing5 = "message")) {
                                                              validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/problems/" + i13, schemaPath: "#/properties/entries/additionalProperties/properties/problems/items/required", keyword: "required", params: { missingProperty: missing5 }, schema: schema31.properties.entries.additionalProperties.properties.problems.items.required, parentSchema: schema31.properties.entries.additionalProperties.properties.problems.items, data: data48 }];
                                                              return false;
                                                            } else {
                                                              if (data48.level !== undefined) {
                                                                let data49 = data48.level;
                                                                const _errs100 = errors;
                                                                if (!(data49 === "error" || data49 === "warning")) {
                                                                  validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/problems/" + i13 + "/level", schemaPath: "#/properties/entries/additionalProperties/properties/problems/items/properties/level/enum", keyword: "enum", params: { allowedValues: schema31.properties.entries.additionalProperties.properties.problems.items.properties.level.enum }, schema: schema31.properties.entries.additionalProperties.properties.problems.items.properties.level.enum, parentSchema: schema31.properties.entries.additionalProperties.properties.problems.items.properties.level, data: data49 }];
                                                                  return false;
                                                                }
                                                                var valid22 = _errs100 === errors;
                                                              } else {
                                                                var valid22 = true;
                                                              }
                                                              if (valid22) {
                                                                if (data48.field !== undefined) {
                                                                  let data50 = data48.field;
                                                                  const _errs101 = errors;
                                                                  if (typeof data50 !== "string") {
                                                                    validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/problems/" + i13 + "/field", schemaPath: "#/properties/entries/additionalProperties/properties/problems/items/properties/field/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.problems.items.properties.field.type, parentSchema: schema31.properties.entries.additionalProperties.properties.problems.items.properties.field, data: data50 }];
                                                                    return false;
                                                                  }
                                                                  var valid22 = _errs101 === errors;
                                                                } else {
                                                                  var valid22 = true;
                                                                }
                                                                if (valid22) {
                                                                  if (data48.message !== undefined) {
                                                                    let data51 = data48.message;
                                                                    const _errs103 = errors;
                                                                    if (typeof data51 !== "string") {
                                                                      validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/problems/" + i13 + "/message", schemaPath: "#/properties/entries/additionalProperties/properties/problems/items/properties/message/type", keyword: "type", params: { type: "string" }, schema: schema31.properties.entries.additionalProperties.properties.problems.items.properties.message.type, parentSchema: schema31.properties.entries.additionalProperties.properties.problems.items.properties.message, data: data51 }];
                                                                      return false;
                                                                    }
                                                                    var valid22 = _errs103 === errors;
                                                                  } else {
                                                                    var valid22 = true;
                                                                  }
                                                                  if (valid22) {
                                                                    if (data48.line !== undefined) {
                                                                      let data52 = data48.line;
                                                                      const _errs105 = errors;
                                                                      if (!(typeof data52 == "number" && (!(data52 % 1) && !isNaN(data52)) && isFinite(data52))) {
                                                                        validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/problems/" + i13 + "/line", schemaPath: "#/properties/entries/additionalProperties/properties/problems/items/properties/line/type", keyword: "type", params: { type: "integer" }, schema: schema31.properties.entries.additionalProperties.properties.problems.items.properties.line.type, parentSchema: schema31.properties.entries.additionalProperties.properties.problems.items.properties.line, data: data52 }];
                                                                        return false;
                                                                      }
                                                                      if (errors === _errs105) {
                                                                        if (typeof data52 == "number" && isFinite(data52)) {
                                                                          if (data52 < 1 || isNaN(data52)) {
                                                                            validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/problems/" + i13 + "/line", schemaPath: "#/properties/entries/additionalProperties/properties/problems/items/properties/line/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, schema: 1, parentSchema: schema31.properties.entries.additionalProperties.properties.problems.items.properties.line, data: data52 }];
                                                                            return false;
                                                                          }
                                                                        }
                                                                      }
                                                                      var valid22 = _errs105 === errors;
                                                                    } else {
                                                                      var valid22 = true;
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          } else {
                                                            validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/problems/" + i13, schemaPath: "#/properties/entries/additionalProperties/properties/problems/items/type", keyword: "type", params: { type: "object" }, schema: schema31.properties.entries.additionalProperties.properties.problems.items.type, parentSchema: schema31.properties.entries.additionalProperties.properties.problems.items, data: data48 }];
                                                            return false;
                                                          }
                                                        }
                                                        var valid21 = _errs98 === errors;
                                                        if (!valid21) {
                                                          break;
                                                        }
                                                      }
                                                    } else {
                                                      validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/problems", schemaPath: "#/properties/entries/additionalProperties/properties/problems/type", keyword: "type", params: { type: "array" }, schema: schema31.properties.entries.additionalProperties.properties.problems.type, parentSchema: schema31.properties.entries.additionalProperties.properties.problems, data: data47 }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid3 = _errs96 === errors;
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
                                }
                              }
                            }
                          } else {
                            validate20.errors = [{ instancePath: instancePath + "/entries/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/entries/additionalProperties/type", keyword: "type", params: { type: "object" }, schema: schema31.properties.entries.additionalProperties.type, parentSchema: schema31.properties.entries.additionalProperties, data: data2 }];
                            return false;
                          }
                        }
                        var valid2 = _errs7 === errors;
                        if (!valid2) {
                          break;
                        }
                      }
                    }
                  }
                } else {
                  validate20.errors = [{ instancePath: instancePath + "/entries", schemaPath: "#/properties/entries/type", keyword: "type", params: { type: "object" }, schema: schema31.properties.entries.type, parentSchema: schema31.properties.entries, data: data1 }];
                  return false;
                }
              }
              var valid0 = _errs3 === errors;
            } else {
              var valid0 = true;
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
