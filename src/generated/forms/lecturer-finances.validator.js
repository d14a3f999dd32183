// generated — edit screens/lecturer-finances.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const lecturerFinancesForm = validate10;
const schema11 = {"$id":"lecturerFinancesForm","type":"object","required":["lecturer_id","year","month","hours","rate"],"properties":{"lecturer_id":{"type":"integer","minimum":0,"maximum":2147483647},"course_id":{"type":"integer","minimum":0,"maximum":2147483647},"year":{"type":"integer","minimum":2000,"maximum":2100},"month":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4,5,6,7,8,9,10,11,12]},"hours":{"type":"number","minimum":0,"maximum":1000},"rate":{"type":"number","minimum":0,"maximum":10000}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="lecturerFinancesForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lecturer_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lecturer_id"},message:"must have required property '"+"lecturer_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.year === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.month === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "month"},message:"must have required property '"+"month"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.hours === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hours"},message:"must have required property '"+"hours"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.rate === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rate"},message:"must have required property '"+"rate"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.lecturer_id !== undefined){
let data0 = data.lecturer_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err5 = {instancePath:instancePath+"/lecturer_id",schemaPath:"#/properties/lecturer_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.lecturer_id.type,parentSchema:schema11.properties.lecturer_id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 2147483647 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/lecturer_id",schemaPath:"#/properties/lecturer_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.lecturer_id,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/lecturer_id",schemaPath:"#/properties/lecturer_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.lecturer_id,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.course_id !== undefined){
let data1 = data.course_id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err8 = {instancePath:instancePath+"/course_id",schemaPath:"#/properties/course_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.course_id.type,parentSchema:schema11.properties.course_id,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 2147483647 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/course_id",schemaPath:"#/properties/course_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.course_id,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err10 = {instancePath:instancePath+"/course_id",schemaPath:"#/properties/course_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.course_id,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.year !== undefined){
let data2 = data.year;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err11 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.year.type,parentSchema:schema11.properties.year,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 2100 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2100},message:"must be <= 2100",schema:2100,parentSchema:schema11.properties.year,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 2000 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2000},message:"must be >= 2000",schema:2000,parentSchema:schema11.properties.year,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.month !== undefined){
let data3 = data.month;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err14 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.month.type,parentSchema:schema11.properties.month,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((((((((((((data3 === 1) || (data3 === 2)) || (data3 === 3)) || (data3 === 4)) || (data3 === 5)) || (data3 === 6)) || (data3 === 7)) || (data3 === 8)) || (data3 === 9)) || (data3 === 10)) || (data3 === 11)) || (data3 === 12))){
const err15 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/enum",keyword:"enum",params:{allowedValues: schema11.properties.month.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.month.enum,parentSchema:schema11.properties.month,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 2147483647 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.month,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data.hours !== undefined){
let data4 = data.hours;
if(typeof data4 == "number"){
if(data4 > 1000 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema11.properties.hours,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.hours,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/hours",schemaPath:"#/properties/hours/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.hours.type,parentSchema:schema11.properties.hours,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.rate !== undefined){
let data5 = data.rate;
if(typeof data5 == "number"){
if(data5 > 10000 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema11.properties.rate,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.rate,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.rate.type,parentSchema:schema11.properties.rate,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
