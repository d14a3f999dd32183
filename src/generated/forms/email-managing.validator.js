// generated — edit screens/email-managing.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const emailManagingForm = validate10;
const schema11 = {"$id":"emailManagingForm","type":"object","required":["occasion","subject_ka","subject_en","body_ka","body_en"],"properties":{"occasion":{"type":"string","maxLength":100,"minLength":1},"subject_ka":{"type":"string","maxLength":255,"minLength":1},"subject_en":{"type":"string","maxLength":255,"minLength":1},"body_ka":{"type":"string","maxLength":20000,"minLength":1},"body_en":{"type":"string","maxLength":20000,"minLength":1},"active":{"type":"boolean","default":false}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="emailManagingForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.occasion === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "occasion"},message:"must have required property '"+"occasion"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.subject_ka === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subject_ka"},message:"must have required property '"+"subject_ka"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.subject_en === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subject_en"},message:"must have required property '"+"subject_en"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.body_ka === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body_ka"},message:"must have required property '"+"body_ka"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.body_en === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body_en"},message:"must have required property '"+"body_en"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.occasion !== undefined){
let data0 = data.occasion;
if(typeof data0 === "string"){
if(data0.length > 100){
const err5 = {instancePath:instancePath+"/occasion",schemaPath:"#/properties/occasion/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.occasion,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.length < 1){
const err6 = {instancePath:instancePath+"/occasion",schemaPath:"#/properties/occasion/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.occasion,data:data0};
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
const err7 = {instancePath:instancePath+"/occasion",schemaPath:"#/properties/occasion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.occasion.type,parentSchema:schema11.properties.occasion,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.subject_ka !== undefined){
let data1 = data.subject_ka;
if(typeof data1 === "string"){
if(data1.length > 255){
const err8 = {instancePath:instancePath+"/subject_ka",schemaPath:"#/properties/subject_ka/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.subject_ka,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.length < 1){
const err9 = {instancePath:instancePath+"/subject_ka",schemaPath:"#/properties/subject_ka/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.subject_ka,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/subject_ka",schemaPath:"#/properties/subject_ka/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.subject_ka.type,parentSchema:schema11.properties.subject_ka,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.subject_en !== undefined){
let data2 = data.subject_en;
if(typeof data2 === "string"){
if(data2.length > 255){
const err11 = {instancePath:instancePath+"/subject_en",schemaPath:"#/properties/subject_en/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.subject_en,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.length < 1){
const err12 = {instancePath:instancePath+"/subject_en",schemaPath:"#/properties/subject_en/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.subject_en,data:data2};
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
const err13 = {instancePath:instancePath+"/subject_en",schemaPath:"#/properties/subject_en/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.subject_en.type,parentSchema:schema11.properties.subject_en,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.body_ka !== undefined){
let data3 = data.body_ka;
if(typeof data3 === "string"){
if(data3.length > 20000){
const err14 = {instancePath:instancePath+"/body_ka",schemaPath:"#/properties/body_ka/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.body_ka,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3.length < 1){
const err15 = {instancePath:instancePath+"/body_ka",schemaPath:"#/properties/body_ka/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.body_ka,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/body_ka",schemaPath:"#/properties/body_ka/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.body_ka.type,parentSchema:schema11.properties.body_ka,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.body_en !== undefined){
let data4 = data.body_en;
if(typeof data4 === "string"){
if(data4.length > 20000){
const err17 = {instancePath:instancePath+"/body_en",schemaPath:"#/properties/body_en/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.body_en,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4.length < 1){
const err18 = {instancePath:instancePath+"/body_en",schemaPath:"#/properties/body_en/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.body_en,data:data4};
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
const err19 = {instancePath:instancePath+"/body_en",schemaPath:"#/properties/body_en/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.body_en.type,parentSchema:schema11.properties.body_en,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.active !== undefined){
let data5 = data.active;
if(typeof data5 !== "boolean"){
const err20 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.active.type,parentSchema:schema11.properties.active,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
