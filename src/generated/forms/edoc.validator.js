// generated — edit screens/edoc.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const edocForm = validate10;
const schema11 = {"$id":"edocForm","type":"object","required":["name","index","user_type_id","text","number_pattern","institution"],"properties":{"name":{"type":"string","maxLength":255,"minLength":1},"index":{"type":"string","maxLength":255,"minLength":1},"user_type_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3]},"automatic":{"type":"boolean","default":false},"language":{"type":"integer","maximum":2147483647,"enum":[1,2]},"text":{"type":"string","maxLength":20000,"minLength":1},"number_pattern":{"type":"string","maxLength":60,"pattern":"^(?=.*\\{seq(:[1-9])?\\})[^{}]*(\\{(year|seq(:[1-9])?)\\}[^{}]*)*$"},"institution":{"type":"string","maxLength":200,"minLength":1},"letterhead":{"type":"string","maxLength":20000},"signer_position":{"type":"string","maxLength":200},"signer_name":{"type":"string","maxLength":200}}};
const pattern0 = new RegExp("^(?=.*\\{seq(:[1-9])?\\})[^{}]*(\\{(year|seq(:[1-9])?)\\}[^{}]*)*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="edocForm" */;
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
if(data.index === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.user_type_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "user_type_id"},message:"must have required property '"+"user_type_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.text === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.number_pattern === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "number_pattern"},message:"must have required property '"+"number_pattern"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.institution === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "institution"},message:"must have required property '"+"institution"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(data0.length > 255){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.length < 1){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.index !== undefined){
let data1 = data.index;
if(typeof data1 === "string"){
if(data1.length > 255){
const err9 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.index,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.length < 1){
const err10 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.index,data:data1};
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
const err11 = {instancePath:instancePath+"/index",schemaPath:"#/properties/index/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.index.type,parentSchema:schema11.properties.index,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.user_type_id !== undefined){
let data2 = data.user_type_id;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err12 = {instancePath:instancePath+"/user_type_id",schemaPath:"#/properties/user_type_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.user_type_id.type,parentSchema:schema11.properties.user_type_id,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data2 === 1) || (data2 === 2)) || (data2 === 3))){
const err13 = {instancePath:instancePath+"/user_type_id",schemaPath:"#/properties/user_type_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.user_type_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.user_type_id.enum,parentSchema:schema11.properties.user_type_id,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 2147483647 || isNaN(data2)){
const err14 = {instancePath:instancePath+"/user_type_id",schemaPath:"#/properties/user_type_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.user_type_id,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.automatic !== undefined){
let data3 = data.automatic;
if(typeof data3 !== "boolean"){
const err15 = {instancePath:instancePath+"/automatic",schemaPath:"#/properties/automatic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.automatic.type,parentSchema:schema11.properties.automatic,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.language !== undefined){
let data4 = data.language;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err16 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.language.type,parentSchema:schema11.properties.language,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!((data4 === 1) || (data4 === 2))){
const err17 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/enum",keyword:"enum",params:{allowedValues: schema11.properties.language.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.language.enum,parentSchema:schema11.properties.language,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 2147483647 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.language,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.text !== undefined){
let data5 = data.text;
if(typeof data5 === "string"){
if(data5.length > 20000){
const err19 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.text,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5.length < 1){
const err20 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.text,data:data5};
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
const err21 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.text.type,parentSchema:schema11.properties.text,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.number_pattern !== undefined){
let data6 = data.number_pattern;
if(typeof data6 === "string"){
if(data6.length > 60){
const err22 = {instancePath:instancePath+"/number_pattern",schemaPath:"#/properties/number_pattern/maxLength",keyword:"maxLength",params:{limit: 60},message:"must NOT have more than 60 characters",schema:60,parentSchema:schema11.properties.number_pattern,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern0.test(data6)){
const err23 = {instancePath:instancePath+"/number_pattern",schemaPath:"#/properties/number_pattern/pattern",keyword:"pattern",params:{pattern: "^(?=.*\\{seq(:[1-9])?\\})[^{}]*(\\{(year|seq(:[1-9])?)\\}[^{}]*)*$"},message:"must match pattern \""+"^(?=.*\\{seq(:[1-9])?\\})[^{}]*(\\{(year|seq(:[1-9])?)\\}[^{}]*)*$"+"\"",schema:"^(?=.*\\{seq(:[1-9])?\\})[^{}]*(\\{(year|seq(:[1-9])?)\\}[^{}]*)*$",parentSchema:schema11.properties.number_pattern,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/number_pattern",schemaPath:"#/properties/number_pattern/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.number_pattern.type,parentSchema:schema11.properties.number_pattern,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.institution !== undefined){
let data7 = data.institution;
if(typeof data7 === "string"){
if(data7.length > 200){
const err25 = {instancePath:instancePath+"/institution",schemaPath:"#/properties/institution/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.institution,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data7.length < 1){
const err26 = {instancePath:instancePath+"/institution",schemaPath:"#/properties/institution/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.institution,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/institution",schemaPath:"#/properties/institution/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.institution.type,parentSchema:schema11.properties.institution,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.letterhead !== undefined){
let data8 = data.letterhead;
if(typeof data8 === "string"){
if(data8.length > 20000){
const err28 = {instancePath:instancePath+"/letterhead",schemaPath:"#/properties/letterhead/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.letterhead,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/letterhead",schemaPath:"#/properties/letterhead/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.letterhead.type,parentSchema:schema11.properties.letterhead,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.signer_position !== undefined){
let data9 = data.signer_position;
if(typeof data9 === "string"){
if(data9.length > 200){
const err30 = {instancePath:instancePath+"/signer_position",schemaPath:"#/properties/signer_position/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.signer_position,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/signer_position",schemaPath:"#/properties/signer_position/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.signer_position.type,parentSchema:schema11.properties.signer_position,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.signer_name !== undefined){
let data10 = data.signer_name;
if(typeof data10 === "string"){
if(data10.length > 200){
const err32 = {instancePath:instancePath+"/signer_name",schemaPath:"#/properties/signer_name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.signer_name,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/signer_name",schemaPath:"#/properties/signer_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.signer_name.type,parentSchema:schema11.properties.signer_name,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
