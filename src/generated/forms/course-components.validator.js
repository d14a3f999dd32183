// generated — edit screens/course-components.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const courseComponentsForm = validate10;
const schema11 = {"$id":"courseComponentsForm","type":"object","required":["course_id","name_ka","name_en","type_id","weight"],"properties":{"course_id":{"type":"integer","minimum":0,"maximum":2147483647},"name_ka":{"type":"string","maxLength":255,"minLength":1},"name_en":{"type":"string","maxLength":255,"minLength":1},"type_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3]},"weight":{"type":"integer","minimum":0,"maximum":100},"published":{"type":"boolean","default":false}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="courseComponentsForm" */;
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
if(data.name_ka === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name_ka"},message:"must have required property '"+"name_ka"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name_en === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name_en"},message:"must have required property '"+"name_en"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type_id === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type_id"},message:"must have required property '"+"type_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.weight === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "weight"},message:"must have required property '"+"weight"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.course_id !== undefined){
let data0 = data.course_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err5 = {instancePath:instancePath+"/course_id",schemaPath:"#/properties/course_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.course_id.type,parentSchema:schema11.properties.course_id,data:data0};
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
const err6 = {instancePath:instancePath+"/course_id",schemaPath:"#/properties/course_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.course_id,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/course_id",schemaPath:"#/properties/course_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.course_id,data:data0};
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
if(data.name_ka !== undefined){
let data1 = data.name_ka;
if(typeof data1 === "string"){
if(data1.length > 255){
const err8 = {instancePath:instancePath+"/name_ka",schemaPath:"#/properties/name_ka/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.name_ka,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.length < 1){
const err9 = {instancePath:instancePath+"/name_ka",schemaPath:"#/properties/name_ka/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name_ka,data:data1};
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
const err10 = {instancePath:instancePath+"/name_ka",schemaPath:"#/properties/name_ka/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name_ka.type,parentSchema:schema11.properties.name_ka,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.name_en !== undefined){
let data2 = data.name_en;
if(typeof data2 === "string"){
if(data2.length > 255){
const err11 = {instancePath:instancePath+"/name_en",schemaPath:"#/properties/name_en/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.name_en,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.length < 1){
const err12 = {instancePath:instancePath+"/name_en",schemaPath:"#/properties/name_en/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name_en,data:data2};
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
const err13 = {instancePath:instancePath+"/name_en",schemaPath:"#/properties/name_en/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name_en.type,parentSchema:schema11.properties.name_en,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.type_id !== undefined){
let data3 = data.type_id;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err14 = {instancePath:instancePath+"/type_id",schemaPath:"#/properties/type_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.type_id.type,parentSchema:schema11.properties.type_id,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(((data3 === 1) || (data3 === 2)) || (data3 === 3))){
const err15 = {instancePath:instancePath+"/type_id",schemaPath:"#/properties/type_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.type_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.type_id.enum,parentSchema:schema11.properties.type_id,data:data3};
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
const err16 = {instancePath:instancePath+"/type_id",schemaPath:"#/properties/type_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.type_id,data:data3};
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
if(data.weight !== undefined){
let data4 = data.weight;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err17 = {instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.weight.type,parentSchema:schema11.properties.weight,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 100 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema11.properties.weight,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/weight",schemaPath:"#/properties/weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.weight,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.published !== undefined){
let data5 = data.published;
if(typeof data5 !== "boolean"){
const err20 = {instancePath:instancePath+"/published",schemaPath:"#/properties/published/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.published.type,parentSchema:schema11.properties.published,data:data5};
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
