// generated — edit screens/administration-positions.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const administrationPositionsForm = validate10;
const schema11 = {"$id":"administrationPositionsForm","type":"object","required":["name_ka","name_en"],"properties":{"name_ka":{"type":"string","maxLength":255,"minLength":1},"name_en":{"type":"string","maxLength":255,"minLength":1}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="administrationPositionsForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name_ka === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name_ka"},message:"must have required property '"+"name_ka"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name_en === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name_en"},message:"must have required property '"+"name_en"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name_ka !== undefined){
let data0 = data.name_ka;
if(typeof data0 === "string"){
if(data0.length > 255){
const err2 = {instancePath:instancePath+"/name_ka",schemaPath:"#/properties/name_ka/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.name_ka,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/name_ka",schemaPath:"#/properties/name_ka/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name_ka,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name_ka",schemaPath:"#/properties/name_ka/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name_ka.type,parentSchema:schema11.properties.name_ka,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name_en !== undefined){
let data1 = data.name_en;
if(typeof data1 === "string"){
if(data1.length > 255){
const err5 = {instancePath:instancePath+"/name_en",schemaPath:"#/properties/name_en/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.name_en,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.length < 1){
const err6 = {instancePath:instancePath+"/name_en",schemaPath:"#/properties/name_en/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name_en,data:data1};
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
const err7 = {instancePath:instancePath+"/name_en",schemaPath:"#/properties/name_en/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name_en.type,parentSchema:schema11.properties.name_en,data:data1};
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
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
