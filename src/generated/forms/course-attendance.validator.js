// generated — edit screens/course-attendance.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const courseAttendanceForm = validate10;
const schema11 = {"$id":"courseAttendanceForm","type":"object","required":["course_id","student_id","day","mark"],"properties":{"course_id":{"type":"integer","minimum":0,"maximum":2147483647},"student_id":{"type":"integer","minimum":0,"maximum":2147483647},"day":{"type":"integer","minimum":19000101,"maximum":29991231},"mark":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4]}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="courseAttendanceForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.course_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "course_id"},message:"must have required property '"+"course_id"+"'",schema:schema11.required,parentSchema:schema11,data};
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
if(data.day === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "day"},message:"must have required property '"+"day"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.mark === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mark"},message:"must have required property '"+"mark"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.course_id !== undefined){
let data0 = data.course_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err4 = {instancePath:instancePath+"/course_id",schemaPath:"#/properties/course_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.course_id.type,parentSchema:schema11.properties.course_id,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 2147483647 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/course_id",schemaPath:"#/properties/course_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.course_id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/course_id",schemaPath:"#/properties/course_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.course_id,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.student_id !== undefined){
let data1 = data.student_id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err7 = {instancePath:instancePath+"/student_id",schemaPath:"#/properties/student_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.student_id.type,parentSchema:schema11.properties.student_id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 2147483647 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/student_id",schemaPath:"#/properties/student_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.student_id,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/student_id",schemaPath:"#/properties/student_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.student_id,data:data1};
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
if(data.day !== undefined){
let data2 = data.day;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err10 = {instancePath:instancePath+"/day",schemaPath:"#/properties/day/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.day.type,parentSchema:schema11.properties.day,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 29991231 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/day",schemaPath:"#/properties/day/maximum",keyword:"maximum",params:{comparison: "<=", limit: 29991231},message:"must be <= 29991231",schema:29991231,parentSchema:schema11.properties.day,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 19000101 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/day",schemaPath:"#/properties/day/minimum",keyword:"minimum",params:{comparison: ">=", limit: 19000101},message:"must be >= 19000101",schema:19000101,parentSchema:schema11.properties.day,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.mark !== undefined){
let data3 = data.mark;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err13 = {instancePath:instancePath+"/mark",schemaPath:"#/properties/mark/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.mark.type,parentSchema:schema11.properties.mark,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((((data3 === 1) || (data3 === 2)) || (data3 === 3)) || (data3 === 4))){
const err14 = {instancePath:instancePath+"/mark",schemaPath:"#/properties/mark/enum",keyword:"enum",params:{allowedValues: schema11.properties.mark.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.mark.enum,parentSchema:schema11.properties.mark,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 2147483647 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/mark",schemaPath:"#/properties/mark/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.mark,data:data3};
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
