// generated — edit screens/project-applications.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const projectApplicationsForm = validate10;
const schema11 = {"$id":"projectApplicationsForm","type":"object","required":["project_id","student_id","motivation"],"properties":{"project_id":{"type":"integer","minimum":0,"maximum":2147483647},"student_id":{"type":"integer","minimum":0,"maximum":2147483647},"motivation":{"type":"string","maxLength":2000,"minLength":1}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="projectApplicationsForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.project_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "project_id"},message:"must have required property '"+"project_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.student_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "student_id"},message:"must have required property '"+"student_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.motivation === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "motivation"},message:"must have required property '"+"motivation"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.project_id !== undefined){
let data0 = data.project_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err3 = {instancePath:instancePath+"/project_id",schemaPath:"#/properties/project_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.project_id.type,parentSchema:schema11.properties.project_id,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 2147483647 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/project_id",schemaPath:"#/properties/project_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.project_id,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/project_id",schemaPath:"#/properties/project_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.project_id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.student_id !== undefined){
let data1 = data.student_id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err6 = {instancePath:instancePath+"/student_id",schemaPath:"#/properties/student_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.student_id.type,parentSchema:schema11.properties.student_id,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 2147483647 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/student_id",schemaPath:"#/properties/student_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.student_id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/student_id",schemaPath:"#/properties/student_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.student_id,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data.motivation !== undefined){
let data2 = data.motivation;
if(typeof data2 === "string"){
if(data2.length > 2000){
const err9 = {instancePath:instancePath+"/motivation",schemaPath:"#/properties/motivation/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema11.properties.motivation,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.length < 1){
const err10 = {instancePath:instancePath+"/motivation",schemaPath:"#/properties/motivation/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.motivation,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/motivation",schemaPath:"#/properties/motivation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.motivation.type,parentSchema:schema11.properties.motivation,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
