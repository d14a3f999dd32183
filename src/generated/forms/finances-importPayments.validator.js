// generated — edit screens/finances.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const financesImportPaymentsForm = validate10;
const schema11 = {"$id":"financesImportPaymentsForm","type":"object","required":["file"],"properties":{"file":{"type":"string","maxLength":255}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="financesImportPaymentsForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.file === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.file !== undefined){
let data0 = data.file;
if(typeof data0 === "string"){
if(data0.length > 255){
const err1 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.file,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/file",schemaPath:"#/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.file.type,parentSchema:schema11.properties.file,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
