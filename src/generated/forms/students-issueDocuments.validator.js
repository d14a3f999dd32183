// generated — edit screens/students.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const studentsIssueDocumentsForm = validate10;
const schema11 = {"$id":"studentsIssueDocumentsForm","type":"object","required":["template_id"],"properties":{"template_id":{"type":"integer","minimum":0,"maximum":2147483647}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="studentsIssueDocumentsForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.template_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "template_id"},message:"must have required property '"+"template_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.template_id !== undefined){
let data0 = data.template_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err1 = {instancePath:instancePath+"/template_id",schemaPath:"#/properties/template_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.template_id.type,parentSchema:schema11.properties.template_id,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 2147483647 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/template_id",schemaPath:"#/properties/template_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.template_id,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/template_id",schemaPath:"#/properties/template_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.template_id,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
