// generated — edit screens/lecturer-finances.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const lecturerFinancesFromJournalForm = validate10;
const schema11 = {"$id":"lecturerFinancesFromJournalForm","type":"object","required":["year","month","rate"],"properties":{"year":{"type":"integer","minimum":2000,"maximum":2100},"month":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4,5,6,7,8,9,10,11,12]},"rate":{"type":"number","minimum":0,"maximum":10000}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="lecturerFinancesFromJournalForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.year === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.month === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "month"},message:"must have required property '"+"month"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.rate === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rate"},message:"must have required property '"+"rate"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.year !== undefined){
let data0 = data.year;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err3 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.year.type,parentSchema:schema11.properties.year,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 2100 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2100},message:"must be <= 2100",schema:2100,parentSchema:schema11.properties.year,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 2000 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2000},message:"must be >= 2000",schema:2000,parentSchema:schema11.properties.year,data:data0};
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
if(data.month !== undefined){
let data1 = data.month;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err6 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.month.type,parentSchema:schema11.properties.month,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!((((((((((((data1 === 1) || (data1 === 2)) || (data1 === 3)) || (data1 === 4)) || (data1 === 5)) || (data1 === 6)) || (data1 === 7)) || (data1 === 8)) || (data1 === 9)) || (data1 === 10)) || (data1 === 11)) || (data1 === 12))){
const err7 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/enum",keyword:"enum",params:{allowedValues: schema11.properties.month.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.month.enum,parentSchema:schema11.properties.month,data:data1};
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
const err8 = {instancePath:instancePath+"/month",schemaPath:"#/properties/month/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.month,data:data1};
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
if(data.rate !== undefined){
let data2 = data.rate;
if(typeof data2 == "number"){
if(data2 > 10000 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema11.properties.rate,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.rate,data:data2};
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
const err11 = {instancePath:instancePath+"/rate",schemaPath:"#/properties/rate/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.rate.type,parentSchema:schema11.properties.rate,data:data2};
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
