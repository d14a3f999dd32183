// generated — edit screens/surveys.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const surveysForm = validate46;
const schema47 = {"$id":"surveysForm","type":"object","required":["name"],"properties":{"name":{"type":"string","maxLength":255,"minLength":1},"description":{"type":"string","maxLength":20000},"anonymous":{"type":"boolean","default":false},"questions":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["question","type_id"],"properties":{"question":{"type":"string","maxLength":500,"minLength":1},"type_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4]},"required":{"type":"boolean","default":false},"required_comment":{"type":"boolean","default":false},"choices":{"type":"string","maxLength":2000}}},"maxItems":200}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="surveysForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(data0.length > 255){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema47.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema47.properties.name,data:data0};
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
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.name.type,parentSchema:schema47.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(data1.length > 20000){
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema47.properties.description,data:data1};
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
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.description.type,parentSchema:schema47.properties.description,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.anonymous !== undefined){
let data2 = data.anonymous;
if(typeof data2 !== "boolean"){
const err6 = {instancePath:instancePath+"/anonymous",schemaPath:"#/properties/anonymous/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema47.properties.anonymous.type,parentSchema:schema47.properties.anonymous,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.questions !== undefined){
let data3 = data.questions;
if(Array.isArray(data3)){
if(data3.length > 200){
const err7 = {instancePath:instancePath+"/questions",schemaPath:"#/properties/questions/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema47.properties.questions,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.question === undefined){
const err8 = {instancePath:instancePath+"/questions/" + i0,schemaPath:"#/properties/questions/items/required",keyword:"required",params:{missingProperty: "question"},message:"must have required property '"+"question"+"'",schema:schema47.properties.questions.items.required,parentSchema:schema47.properties.questions.items,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.type_id === undefined){
const err9 = {instancePath:instancePath+"/questions/" + i0,schemaPath:"#/properties/questions/items/required",keyword:"required",params:{missingProperty: "type_id"},message:"must have required property '"+"type_id"+"'",schema:schema47.properties.questions.items.required,parentSchema:schema47.properties.questions.items,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data4){
if(!(((((key0 === "question") || (key0 === "type_id")) || (key0 === "required")) || (key0 === "required_comment")) || (key0 === "choices"))){
const err10 = {instancePath:instancePath+"/questions/" + i0,schemaPath:"#/properties/questions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema47.properties.questions.items,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data4.question !== undefined){
let data5 = data4.question;
if(typeof data5 === "string"){
if(data5.length > 500){
const err11 = {instancePath:instancePath+"/questions/" + i0+"/question",schemaPath:"#/properties/questions/items/properties/question/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema47.properties.questions.items.properties.question,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5.length < 1){
const err12 = {instancePath:instancePath+"/questions/" + i0+"/question",schemaPath:"#/properties/questions/items/properties/question/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema47.properties.questions.items.properties.question,data:data5};
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
const err13 = {instancePath:instancePath+"/questions/" + i0+"/question",schemaPath:"#/properties/questions/items/properties/question/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.questions.items.properties.question.type,parentSchema:schema47.properties.questions.items.properties.question,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data4.type_id !== undefined){
let data6 = data4.type_id;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err14 = {instancePath:instancePath+"/questions/" + i0+"/type_id",schemaPath:"#/properties/questions/items/properties/type_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema47.properties.questions.items.properties.type_id.type,parentSchema:schema47.properties.questions.items.properties.type_id,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((((data6 === 1) || (data6 === 2)) || (data6 === 3)) || (data6 === 4))){
const err15 = {instancePath:instancePath+"/questions/" + i0+"/type_id",schemaPath:"#/properties/questions/items/properties/type_id/enum",keyword:"enum",params:{allowedValues: schema47.properties.questions.items.properties.type_id.enum},message:"must be equal to one of the allowed values",schema:schema47.properties.questions.items.properties.type_id.enum,parentSchema:schema47.properties.questions.items.properties.type_id,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 2147483647 || isNaN(data6)){
const err16 = {instancePath:instancePath+"/questions/" + i0+"/type_id",schemaPath:"#/properties/questions/items/properties/type_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema47.properties.questions.items.properties.type_id,data:data6};
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
if(data4.required !== undefined){
let data7 = data4.required;
if(typeof data7 !== "boolean"){
const err17 = {instancePath:instancePath+"/questions/" + i0+"/required",schemaPath:"#/properties/questions/items/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema47.properties.questions.items.properties.required.type,parentSchema:schema47.properties.questions.items.properties.required,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data4.required_comment !== undefined){
let data8 = data4.required_comment;
if(typeof data8 !== "boolean"){
const err18 = {instancePath:instancePath+"/questions/" + i0+"/required_comment",schemaPath:"#/properties/questions/items/properties/required_comment/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema47.properties.questions.items.properties.required_comment.type,parentSchema:schema47.properties.questions.items.properties.required_comment,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.choices !== undefined){
let data9 = data4.choices;
if(typeof data9 === "string"){
if(data9.length > 2000){
const err19 = {instancePath:instancePath+"/questions/" + i0+"/choices",schemaPath:"#/properties/questions/items/properties/choices/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema47.properties.questions.items.properties.choices,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/questions/" + i0+"/choices",schemaPath:"#/properties/questions/items/properties/choices/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.questions.items.properties.choices.type,parentSchema:schema47.properties.questions.items.properties.choices,data:data9};
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
const err21 = {instancePath:instancePath+"/questions/" + i0,schemaPath:"#/properties/questions/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema47.properties.questions.items.type,parentSchema:schema47.properties.questions.items,data:data4};
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
const err22 = {instancePath:instancePath+"/questions",schemaPath:"#/properties/questions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema47.properties.questions.type,parentSchema:schema47.properties.questions,data:data3};
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
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema47.type,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
