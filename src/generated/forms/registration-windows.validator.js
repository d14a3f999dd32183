// generated — edit screens/registration-windows.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const registrationWindowsForm = validate10;
const schema11 = {"$id":"registrationWindowsForm","type":"object","required":["program_id","opens_on","closes_on"],"properties":{"program_id":{"type":"integer","minimum":0,"maximum":2147483647},"learn_year_id":{"type":"integer","minimum":0,"maximum":2147483647},"semester":{"type":"integer","minimum":1,"maximum":8},"opens_on":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"closes_on":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"}}};
const pattern0 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="registrationWindowsForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.program_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "program_id"},message:"must have required property '"+"program_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.opens_on === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "opens_on"},message:"must have required property '"+"opens_on"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.closes_on === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "closes_on"},message:"must have required property '"+"closes_on"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.program_id !== undefined){
let data0 = data.program_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err3 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.program_id.type,parentSchema:schema11.properties.program_id,data:data0};
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
const err4 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.program_id,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.program_id,data:data0};
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
let data1 = data.learn_year_id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err6 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.learn_year_id.type,parentSchema:schema11.properties.learn_year_id,data:data1};
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
const err7 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.learn_year_id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.learn_year_id,data:data1};
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
if(data.semester !== undefined){
let data2 = data.semester;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err9 = {instancePath:instancePath+"/semester",schemaPath:"#/properties/semester/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.semester.type,parentSchema:schema11.properties.semester,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 8 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/semester",schemaPath:"#/properties/semester/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8},message:"must be <= 8",schema:8,parentSchema:schema11.properties.semester,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/semester",schemaPath:"#/properties/semester/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.semester,data:data2};
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
if(data.opens_on !== undefined){
let data3 = data.opens_on;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err12 = {instancePath:instancePath+"/opens_on",schemaPath:"#/properties/opens_on/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.opens_on,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/opens_on",schemaPath:"#/properties/opens_on/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.opens_on.type,parentSchema:schema11.properties.opens_on,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.closes_on !== undefined){
let data4 = data.closes_on;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err14 = {instancePath:instancePath+"/closes_on",schemaPath:"#/properties/closes_on/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.closes_on,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/closes_on",schemaPath:"#/properties/closes_on/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.closes_on.type,parentSchema:schema11.properties.closes_on,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
