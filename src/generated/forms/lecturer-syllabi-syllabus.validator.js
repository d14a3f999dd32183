// generated — edit screens/lecturer-syllabi.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const lecturerSyllabiSyllabusForm = validate10;
const schema11 = {"$id":"lecturerSyllabiSyllabusForm","type":"object","properties":{"syllabus_goals":{"type":"string","maxLength":20000},"syllabus_outcomes":{"type":"string","maxLength":20000},"syllabus_content":{"type":"string","maxLength":20000},"syllabus_assessment":{"type":"string","maxLength":20000},"syllabus_literature":{"type":"string","maxLength":20000}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="lecturerSyllabiSyllabusForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.syllabus_goals !== undefined){
let data0 = data.syllabus_goals;
if(typeof data0 === "string"){
if(data0.length > 20000){
const err0 = {instancePath:instancePath+"/syllabus_goals",schemaPath:"#/properties/syllabus_goals/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.syllabus_goals,data:data0};
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
const err1 = {instancePath:instancePath+"/syllabus_goals",schemaPath:"#/properties/syllabus_goals/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.syllabus_goals.type,parentSchema:schema11.properties.syllabus_goals,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.syllabus_outcomes !== undefined){
let data1 = data.syllabus_outcomes;
if(typeof data1 === "string"){
if(data1.length > 20000){
const err2 = {instancePath:instancePath+"/syllabus_outcomes",schemaPath:"#/properties/syllabus_outcomes/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.syllabus_outcomes,data:data1};
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
const err3 = {instancePath:instancePath+"/syllabus_outcomes",schemaPath:"#/properties/syllabus_outcomes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.syllabus_outcomes.type,parentSchema:schema11.properties.syllabus_outcomes,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.syllabus_content !== undefined){
let data2 = data.syllabus_content;
if(typeof data2 === "string"){
if(data2.length > 20000){
const err4 = {instancePath:instancePath+"/syllabus_content",schemaPath:"#/properties/syllabus_content/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.syllabus_content,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/syllabus_content",schemaPath:"#/properties/syllabus_content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.syllabus_content.type,parentSchema:schema11.properties.syllabus_content,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.syllabus_assessment !== undefined){
let data3 = data.syllabus_assessment;
if(typeof data3 === "string"){
if(data3.length > 20000){
const err6 = {instancePath:instancePath+"/syllabus_assessment",schemaPath:"#/properties/syllabus_assessment/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.syllabus_assessment,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/syllabus_assessment",schemaPath:"#/properties/syllabus_assessment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.syllabus_assessment.type,parentSchema:schema11.properties.syllabus_assessment,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.syllabus_literature !== undefined){
let data4 = data.syllabus_literature;
if(typeof data4 === "string"){
if(data4.length > 20000){
const err8 = {instancePath:instancePath+"/syllabus_literature",schemaPath:"#/properties/syllabus_literature/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.syllabus_literature,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/syllabus_literature",schemaPath:"#/properties/syllabus_literature/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.syllabus_literature.type,parentSchema:schema11.properties.syllabus_literature,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
