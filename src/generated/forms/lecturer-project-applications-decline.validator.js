// generated — edit screens/lecturer-project-applications.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const lecturerProjectApplicationsDeclineForm = validate10;
const schema11 = {"$id":"lecturerProjectApplicationsDeclineForm","type":"object","properties":{"reason":{"type":"string","maxLength":2000}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="lecturerProjectApplicationsDeclineForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.reason !== undefined){
let data0 = data.reason;
if(typeof data0 === "string"){
if(data0.length > 2000){
const err0 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema11.properties.reason,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/reason",schemaPath:"#/properties/reason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.reason.type,parentSchema:schema11.properties.reason,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
