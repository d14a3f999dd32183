// generated — edit screens/grade-scale.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const gradeScaleForm = validate10;
const schema11 = {"$id":"gradeScaleForm","type":"object","required":["letter","min_score","points"],"properties":{"letter":{"type":"string","maxLength":4,"minLength":1},"min_score":{"type":"number","minimum":0,"maximum":100},"points":{"type":"number","minimum":0,"maximum":4},"passes":{"type":"boolean","default":false},"retake":{"type":"boolean","default":false}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="gradeScaleForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.letter === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "letter"},message:"must have required property '"+"letter"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.min_score === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "min_score"},message:"must have required property '"+"min_score"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.points === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "points"},message:"must have required property '"+"points"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.letter !== undefined){
let data0 = data.letter;
if(typeof data0 === "string"){
if(data0.length > 4){
const err3 = {instancePath:instancePath+"/letter",schemaPath:"#/properties/letter/maxLength",keyword:"maxLength",params:{limit: 4},message:"must NOT have more than 4 characters",schema:4,parentSchema:schema11.properties.letter,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.length < 1){
const err4 = {instancePath:instancePath+"/letter",schemaPath:"#/properties/letter/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.letter,data:data0};
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
const err5 = {instancePath:instancePath+"/letter",schemaPath:"#/properties/letter/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.letter.type,parentSchema:schema11.properties.letter,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.min_score !== undefined){
let data1 = data.min_score;
if(typeof data1 == "number"){
if(data1 > 100 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/min_score",schemaPath:"#/properties/min_score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema11.properties.min_score,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/min_score",schemaPath:"#/properties/min_score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.min_score,data:data1};
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
const err8 = {instancePath:instancePath+"/min_score",schemaPath:"#/properties/min_score/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.min_score.type,parentSchema:schema11.properties.min_score,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.points !== undefined){
let data2 = data.points;
if(typeof data2 == "number"){
if(data2 > 4 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/points",schemaPath:"#/properties/points/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4",schema:4,parentSchema:schema11.properties.points,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/points",schemaPath:"#/properties/points/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.points,data:data2};
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
const err11 = {instancePath:instancePath+"/points",schemaPath:"#/properties/points/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.points.type,parentSchema:schema11.properties.points,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.passes !== undefined){
let data3 = data.passes;
if(typeof data3 !== "boolean"){
const err12 = {instancePath:instancePath+"/passes",schemaPath:"#/properties/passes/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.passes.type,parentSchema:schema11.properties.passes,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.retake !== undefined){
let data4 = data.retake;
if(typeof data4 !== "boolean"){
const err13 = {instancePath:instancePath+"/retake",schemaPath:"#/properties/retake/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.retake.type,parentSchema:schema11.properties.retake,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
