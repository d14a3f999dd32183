// generated — edit screens/student-projects.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const studentProjectsApplyForm = validate10;
const schema11 = {"$id":"studentProjectsApplyForm","type":"object","required":["motivation"],"properties":{"motivation":{"type":"string","maxLength":2000,"minLength":1}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="studentProjectsApplyForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.motivation === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "motivation"},message:"must have required property '"+"motivation"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.motivation !== undefined){
let data0 = data.motivation;
if(typeof data0 === "string"){
if(data0.length > 2000){
const err1 = {instancePath:instancePath+"/motivation",schemaPath:"#/properties/motivation/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema11.properties.motivation,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/motivation",schemaPath:"#/properties/motivation/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.motivation,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/motivation",schemaPath:"#/properties/motivation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.motivation.type,parentSchema:schema11.properties.motivation,data:data0};
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
