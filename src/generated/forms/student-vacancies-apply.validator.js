// generated — edit screens/student-vacancies.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const studentVacanciesApplyForm = validate10;
const schema11 = {"$id":"studentVacanciesApplyForm","type":"object","properties":{"letter":{"type":"string","maxLength":5000}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="studentVacanciesApplyForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.letter !== undefined){
let data0 = data.letter;
if(typeof data0 === "string"){
if(data0.length > 5000){
const err0 = {instancePath:instancePath+"/letter",schemaPath:"#/properties/letter/maxLength",keyword:"maxLength",params:{limit: 5000},message:"must NOT have more than 5000 characters",schema:5000,parentSchema:schema11.properties.letter,data:data0};
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
const err1 = {instancePath:instancePath+"/letter",schemaPath:"#/properties/letter/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.letter.type,parentSchema:schema11.properties.letter,data:data0};
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
