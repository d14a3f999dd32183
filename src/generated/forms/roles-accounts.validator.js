// generated — edit screens/roles.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const rolesAccountsForm = validate10;
const schema11 = {"$id":"rolesAccountsForm","type":"object","properties":{"accounts":{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"uniqueItems":true,"maxItems":1000}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="rolesAccountsForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.accounts !== undefined){
let data0 = data.accounts;
if(Array.isArray(data0)){
if(data0.length > 1000){
const err0 = {instancePath:instancePath+"/accounts",schemaPath:"#/properties/accounts/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema11.properties.accounts,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err1 = {instancePath:instancePath+"/accounts/" + i0,schemaPath:"#/properties/accounts/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.accounts.items.type,parentSchema:schema11.properties.accounts.items,data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 2147483647 || isNaN(data1)){
const err2 = {instancePath:instancePath+"/accounts/" + i0,schemaPath:"#/properties/accounts/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.accounts.items,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err3 = {instancePath:instancePath+"/accounts/" + i0,schemaPath:"#/properties/accounts/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.accounts.items,data:data1};
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
let i1 = data0.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data0[i1];
if(!((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err4 = {instancePath:instancePath+"/accounts",schemaPath:"#/properties/accounts/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema11.properties.accounts,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err5 = {instancePath:instancePath+"/accounts",schemaPath:"#/properties/accounts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.accounts.type,parentSchema:schema11.properties.accounts,data:data0};
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
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
