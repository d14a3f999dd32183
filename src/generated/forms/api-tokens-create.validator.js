// generated — edit screens/api-tokens.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const apiTokensCreateForm = validate10;
const schema11 = {"$id":"apiTokensCreateForm","type":"object","required":["name","permissions","expires_on"],"properties":{"name":{"type":"string","maxLength":100,"minLength":1},"permissions":{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"uniqueItems":true,"maxItems":1000},"writes":{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"uniqueItems":true,"maxItems":1000},"expires_on":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"addresses":{"type":"string","maxLength":2000}}};
const pattern0 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="apiTokensCreateForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.permissions === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "permissions"},message:"must have required property '"+"permissions"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.expires_on === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expires_on"},message:"must have required property '"+"expires_on"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(data0.length > 100){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.length < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data0};
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
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.permissions !== undefined){
let data1 = data.permissions;
if(Array.isArray(data1)){
if(data1.length > 1000){
const err6 = {instancePath:instancePath+"/permissions",schemaPath:"#/properties/permissions/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema11.properties.permissions,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err7 = {instancePath:instancePath+"/permissions/" + i0,schemaPath:"#/properties/permissions/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.permissions.items.type,parentSchema:schema11.properties.permissions.items,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 2147483647 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/permissions/" + i0,schemaPath:"#/properties/permissions/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.permissions.items,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/permissions/" + i0,schemaPath:"#/properties/permissions/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.permissions.items,data:data2};
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
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(!((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err10 = {instancePath:instancePath+"/permissions",schemaPath:"#/properties/permissions/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema11.properties.permissions,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err11 = {instancePath:instancePath+"/permissions",schemaPath:"#/properties/permissions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.permissions.type,parentSchema:schema11.properties.permissions,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.writes !== undefined){
let data3 = data.writes;
if(Array.isArray(data3)){
if(data3.length > 1000){
const err12 = {instancePath:instancePath+"/writes",schemaPath:"#/properties/writes/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema11.properties.writes,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len1 = data3.length;
for(let i2=0; i2<len1; i2++){
let data4 = data3[i2];
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err13 = {instancePath:instancePath+"/writes/" + i2,schemaPath:"#/properties/writes/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.writes.items.type,parentSchema:schema11.properties.writes.items,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 2147483647 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/writes/" + i2,schemaPath:"#/properties/writes/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.writes.items,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/writes/" + i2,schemaPath:"#/properties/writes/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.writes.items,data:data4};
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
let i3 = data3.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data3[i3];
if(!((typeof item1 == "number") && (!(item1 % 1) && !isNaN(item1)))){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err16 = {instancePath:instancePath+"/writes",schemaPath:"#/properties/writes/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)",schema:true,parentSchema:schema11.properties.writes,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err17 = {instancePath:instancePath+"/writes",schemaPath:"#/properties/writes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.writes.type,parentSchema:schema11.properties.writes,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.expires_on !== undefined){
let data5 = data.expires_on;
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
const err18 = {instancePath:instancePath+"/expires_on",schemaPath:"#/properties/expires_on/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.expires_on,data:data5};
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
const err19 = {instancePath:instancePath+"/expires_on",schemaPath:"#/properties/expires_on/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.expires_on.type,parentSchema:schema11.properties.expires_on,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.addresses !== undefined){
let data6 = data.addresses;
if(typeof data6 === "string"){
if(data6.length > 2000){
const err20 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema11.properties.addresses,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/addresses",schemaPath:"#/properties/addresses/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.addresses.type,parentSchema:schema11.properties.addresses,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
