// generated — edit screens/programs.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const programsForm = validate10;
const schema11 = {"$id":"programsForm","type":"object","required":["name_ka","name_en","school_id","academic_degree_id"],"properties":{"name_ka":{"type":"string","maxLength":255,"minLength":1},"name_en":{"type":"string","maxLength":255,"minLength":1},"school_id":{"type":"integer","minimum":0,"maximum":2147483647},"academic_degree_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4]},"color":{"type":"string","pattern":"^#[0-9a-fA-F]{6}$"},"admission_quota":{"type":"integer","minimum":0,"maximum":100000}}};
const pattern0 = new RegExp("^#[0-9a-fA-F]{6}$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="programsForm" */;
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
if(data.school_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "school_id"},message:"must have required property '"+"school_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.academic_degree_id === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "academic_degree_id"},message:"must have required property '"+"academic_degree_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.name_ka !== undefined){
let data0 = data.name_ka;
if(typeof data0 === "string"){
if(data0.length > 255){
const err4 = {instancePath:instancePath+"/name_ka",schemaPath:"#/properties/name_ka/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.name_ka,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.length < 1){
const err5 = {instancePath:instancePath+"/name_ka",schemaPath:"#/properties/name_ka/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name_ka,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name_ka",schemaPath:"#/properties/name_ka/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name_ka.type,parentSchema:schema11.properties.name_ka,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name_en !== undefined){
let data1 = data.name_en;
if(typeof data1 === "string"){
if(data1.length > 255){
const err7 = {instancePath:instancePath+"/name_en",schemaPath:"#/properties/name_en/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.name_en,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.length < 1){
const err8 = {instancePath:instancePath+"/name_en",schemaPath:"#/properties/name_en/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name_en,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/name_en",schemaPath:"#/properties/name_en/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name_en.type,parentSchema:schema11.properties.name_en,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.school_id !== undefined){
let data2 = data.school_id;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err10 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.school_id.type,parentSchema:schema11.properties.school_id,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 2147483647 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.school_id,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.school_id,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.academic_degree_id !== undefined){
let data3 = data.academic_degree_id;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err13 = {instancePath:instancePath+"/academic_degree_id",schemaPath:"#/properties/academic_degree_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.academic_degree_id.type,parentSchema:schema11.properties.academic_degree_id,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!((((data3 === 1) || (data3 === 2)) || (data3 === 3)) || (data3 === 4))){
const err14 = {instancePath:instancePath+"/academic_degree_id",schemaPath:"#/properties/academic_degree_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.academic_degree_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.academic_degree_id.enum,parentSchema:schema11.properties.academic_degree_id,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 2147483647 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/academic_degree_id",schemaPath:"#/properties/academic_degree_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.academic_degree_id,data:data3};
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
if(data.color !== undefined){
let data4 = data.color;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err16 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/pattern",keyword:"pattern",params:{pattern: "^#[0-9a-fA-F]{6}$"},message:"must match pattern \""+"^#[0-9a-fA-F]{6}$"+"\"",schema:"^#[0-9a-fA-F]{6}$",parentSchema:schema11.properties.color,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/color",schemaPath:"#/properties/color/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.color.type,parentSchema:schema11.properties.color,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.admission_quota !== undefined){
let data5 = data.admission_quota;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err18 = {instancePath:instancePath+"/admission_quota",schemaPath:"#/properties/admission_quota/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.admission_quota.type,parentSchema:schema11.properties.admission_quota,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 100000 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/admission_quota",schemaPath:"#/properties/admission_quota/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000",schema:100000,parentSchema:schema11.properties.admission_quota,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/admission_quota",schemaPath:"#/properties/admission_quota/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.admission_quota,data:data5};
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
