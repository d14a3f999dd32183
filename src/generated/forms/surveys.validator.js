// generated — edit screens/surveys.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const surveysForm = validate10;
const schema11 = {"$id":"surveysForm","type":"object","required":["name"],"properties":{"name":{"type":"string","maxLength":255,"minLength":1},"description":{"type":"string","maxLength":20000},"anonymous":{"type":"boolean","default":false},"for_students":{"type":"boolean","default":false},"for_lecturers":{"type":"boolean","default":false},"groups":{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"uniqueItems":true,"maxItems":1000},"closes_on":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"questions":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["question","type_id"],"properties":{"question":{"type":"string","maxLength":500,"minLength":1},"type_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4]},"required":{"type":"boolean","default":false},"required_comment":{"type":"boolean","default":false},"choices":{"type":"string","maxLength":2000},"id":{"type":"integer","minimum":1,"maximum":2147483647}}},"maxItems":200}}};
const pattern0 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="surveysForm" */;
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
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(data0.length > 255){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.length < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data0};
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
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data0};
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
const err4 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.description,data:data1};
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
const err5 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.description.type,parentSchema:schema11.properties.description,data:data1};
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
const err6 = {instancePath:instancePath+"/anonymous",schemaPath:"#/properties/anonymous/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.anonymous.type,parentSchema:schema11.properties.anonymous,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.for_students !== undefined){
let data3 = data.for_students;
if(typeof data3 !== "boolean"){
const err7 = {instancePath:instancePath+"/for_students",schemaPath:"#/properties/for_students/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.for_students.type,parentSchema:schema11.properties.for_students,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.for_lecturers !== undefined){
let data4 = data.for_lecturers;
if(typeof data4 !== "boolean"){
const err8 = {instancePath:instancePath+"/for_lecturers",schemaPath:"#/properties/for_lecturers/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.for_lecturers.type,parentSchema:schema11.properties.for_lecturers,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.groups !== undefined){
let data5 = data.groups;
if(Array.isArray(data5)){
if(data5.length > 1000){
const err9 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema11.properties.groups,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err10 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.groups.items.type,parentSchema:schema11.properties.groups.items,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 2147483647 || isNaN(data6)){
const err11 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.groups.items,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err12 = {instancePath:instancePath+"/groups/" + i0,schemaPath:"#/properties/groups/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.groups.items,data:data6};
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
let i1 = data5.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data5[i1];
if(!((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err13 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema11.properties.groups,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err14 = {instancePath:instancePath+"/groups",schemaPath:"#/properties/groups/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.groups.type,parentSchema:schema11.properties.groups,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.closes_on !== undefined){
let data7 = data.closes_on;
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err15 = {instancePath:instancePath+"/closes_on",schemaPath:"#/properties/closes_on/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.closes_on,data:data7};
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
const err16 = {instancePath:instancePath+"/closes_on",schemaPath:"#/properties/closes_on/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.closes_on.type,parentSchema:schema11.properties.closes_on,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.questions !== undefined){
let data8 = data.questions;
if(Array.isArray(data8)){
if(data8.length > 200){
const err17 = {instancePath:instancePath+"/questions",schemaPath:"#/properties/questions/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema11.properties.questions,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const len1 = data8.length;
for(let i2=0; i2<len1; i2++){
let data9 = data8[i2];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.question === undefined){
const err18 = {instancePath:instancePath+"/questions/" + i2,schemaPath:"#/properties/questions/items/required",keyword:"required",params:{missingProperty: "question"},message:"must have required property '"+"question"+"'",schema:schema11.properties.questions.items.required,parentSchema:schema11.properties.questions.items,data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data9.type_id === undefined){
const err19 = {instancePath:instancePath+"/questions/" + i2,schemaPath:"#/properties/questions/items/required",keyword:"required",params:{missingProperty: "type_id"},message:"must have required property '"+"type_id"+"'",schema:schema11.properties.questions.items.required,parentSchema:schema11.properties.questions.items,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key0 in data9){
if(!((((((key0 === "question") || (key0 === "type_id")) || (key0 === "required")) || (key0 === "required_comment")) || (key0 === "choices")) || (key0 === "id"))){
const err20 = {instancePath:instancePath+"/questions/" + i2,schemaPath:"#/properties/questions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.questions.items,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data9.question !== undefined){
let data10 = data9.question;
if(typeof data10 === "string"){
if(data10.length > 500){
const err21 = {instancePath:instancePath+"/questions/" + i2+"/question",schemaPath:"#/properties/questions/items/properties/question/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema11.properties.questions.items.properties.question,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data10.length < 1){
const err22 = {instancePath:instancePath+"/questions/" + i2+"/question",schemaPath:"#/properties/questions/items/properties/question/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.questions.items.properties.question,data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/questions/" + i2+"/question",schemaPath:"#/properties/questions/items/properties/question/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.questions.items.properties.question.type,parentSchema:schema11.properties.questions.items.properties.question,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data9.type_id !== undefined){
let data11 = data9.type_id;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err24 = {instancePath:instancePath+"/questions/" + i2+"/type_id",schemaPath:"#/properties/questions/items/properties/type_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.questions.items.properties.type_id.type,parentSchema:schema11.properties.questions.items.properties.type_id,data:data11};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((((data11 === 1) || (data11 === 2)) || (data11 === 3)) || (data11 === 4))){
const err25 = {instancePath:instancePath+"/questions/" + i2+"/type_id",schemaPath:"#/properties/questions/items/properties/type_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.questions.items.properties.type_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.questions.items.properties.type_id.enum,parentSchema:schema11.properties.questions.items.properties.type_id,data:data11};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 2147483647 || isNaN(data11)){
const err26 = {instancePath:instancePath+"/questions/" + i2+"/type_id",schemaPath:"#/properties/questions/items/properties/type_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.questions.items.properties.type_id,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data9.required !== undefined){
let data12 = data9.required;
if(typeof data12 !== "boolean"){
const err27 = {instancePath:instancePath+"/questions/" + i2+"/required",schemaPath:"#/properties/questions/items/properties/required/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.questions.items.properties.required.type,parentSchema:schema11.properties.questions.items.properties.required,data:data12};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data9.required_comment !== undefined){
let data13 = data9.required_comment;
if(typeof data13 !== "boolean"){
const err28 = {instancePath:instancePath+"/questions/" + i2+"/required_comment",schemaPath:"#/properties/questions/items/properties/required_comment/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.questions.items.properties.required_comment.type,parentSchema:schema11.properties.questions.items.properties.required_comment,data:data13};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data9.choices !== undefined){
let data14 = data9.choices;
if(typeof data14 === "string"){
if(data14.length > 2000){
const err29 = {instancePath:instancePath+"/questions/" + i2+"/choices",schemaPath:"#/properties/questions/items/properties/choices/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema11.properties.questions.items.properties.choices,data:data14};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/questions/" + i2+"/choices",schemaPath:"#/properties/questions/items/properties/choices/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.questions.items.properties.choices.type,parentSchema:schema11.properties.questions.items.properties.choices,data:data14};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data9.id !== undefined){
let data15 = data9.id;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err31 = {instancePath:instancePath+"/questions/" + i2+"/id",schemaPath:"#/properties/questions/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.questions.items.properties.id.type,parentSchema:schema11.properties.questions.items.properties.id,data:data15};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data15 == "number"){
if(data15 > 2147483647 || isNaN(data15)){
const err32 = {instancePath:instancePath+"/questions/" + i2+"/id",schemaPath:"#/properties/questions/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.questions.items.properties.id,data:data15};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data15 < 1 || isNaN(data15)){
const err33 = {instancePath:instancePath+"/questions/" + i2+"/id",schemaPath:"#/properties/questions/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.questions.items.properties.id,data:data15};
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
}
else {
const err34 = {instancePath:instancePath+"/questions/" + i2,schemaPath:"#/properties/questions/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.questions.items.type,parentSchema:schema11.properties.questions.items,data:data9};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/questions",schemaPath:"#/properties/questions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.questions.type,parentSchema:schema11.properties.questions,data:data8};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
