// generated — edit screens/students.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const studentsBulkEditForm = validate10;
const schema11 = {"$id":"studentsBulkEditForm","type":"object","properties":{"status_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4]},"group_id":{"type":"integer","minimum":0,"maximum":2147483647},"learn_year_id":{"type":"integer","minimum":0,"maximum":2147483647},"mobility":{"type":"boolean","default":false}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="studentsBulkEditForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status_id !== undefined){
let data0 = data.status_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err0 = {instancePath:instancePath+"/status_id",schemaPath:"#/properties/status_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.status_id.type,parentSchema:schema11.properties.status_id,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data0 === 1) || (data0 === 2)) || (data0 === 3)) || (data0 === 4))){
const err1 = {instancePath:instancePath+"/status_id",schemaPath:"#/properties/status_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.status_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.status_id.enum,parentSchema:schema11.properties.status_id,data:data0};
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
const err2 = {instancePath:instancePath+"/status_id",schemaPath:"#/properties/status_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.status_id,data:data0};
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
if(data.group_id !== undefined){
let data1 = data.group_id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/group_id",schemaPath:"#/properties/group_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.group_id.type,parentSchema:schema11.properties.group_id,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 2147483647 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/group_id",schemaPath:"#/properties/group_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.group_id,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/group_id",schemaPath:"#/properties/group_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.group_id,data:data1};
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
if(data.learn_year_id !== undefined){
let data2 = data.learn_year_id;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err6 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.learn_year_id.type,parentSchema:schema11.properties.learn_year_id,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 2147483647 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.learn_year_id,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.learn_year_id,data:data2};
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
if(data.mobility !== undefined){
let data3 = data.mobility;
if(typeof data3 !== "boolean"){
const err9 = {instancePath:instancePath+"/mobility",schemaPath:"#/properties/mobility/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.mobility.type,parentSchema:schema11.properties.mobility,data:data3};
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
