// generated — edit screens/online-payments.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const onlinePaymentsRefundForm = validate10;
const schema11 = {"$id":"onlinePaymentsRefundForm","type":"object","required":["amount"],"properties":{"amount":{"type":"number","minimum":0.01,"maximum":1000000}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="onlinePaymentsRefundForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.amount === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.amount !== undefined){
let data0 = data.amount;
if(typeof data0 == "number"){
if(data0 > 1000000 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema11.properties.amount,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 0.01 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0.01},message:"must be >= 0.01",schema:0.01,parentSchema:schema11.properties.amount,data:data0};
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
const err3 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.amount.type,parentSchema:schema11.properties.amount,data:data0};
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
