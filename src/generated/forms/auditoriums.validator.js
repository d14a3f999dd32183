// generated — edit screens/auditoriums.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const auditoriumsForm = validate10;
const schema11 = {"$id":"auditoriumsForm","type":"object","required":["name","quantity"],"properties":{"name":{"type":"string","maxLength":255,"minLength":1},"quantity":{"type":"integer","minimum":0,"maximum":2147483647},"campus_id":{"type":"integer","minimum":0,"maximum":2147483647},"student_aid":{"type":"boolean","default":false},"projector":{"type":"boolean","default":false},"multimedia":{"type":"boolean","default":false},"exam_room":{"type":"boolean","default":false},"cctv":{"type":"boolean","default":false},"computer_lab":{"type":"boolean","default":false}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="auditoriumsForm" */;
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
if(data.quantity === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quantity"},message:"must have required property '"+"quantity"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(data0.length > 255){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data0};
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
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.quantity !== undefined){
let data1 = data.quantity;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.quantity.type,parentSchema:schema11.properties.quantity,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 2147483647 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.quantity,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/quantity",schemaPath:"#/properties/quantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.quantity,data:data1};
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
if(data.campus_id !== undefined){
let data2 = data.campus_id;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err8 = {instancePath:instancePath+"/campus_id",schemaPath:"#/properties/campus_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.campus_id.type,parentSchema:schema11.properties.campus_id,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 2147483647 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/campus_id",schemaPath:"#/properties/campus_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.campus_id,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/campus_id",schemaPath:"#/properties/campus_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.campus_id,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.student_aid !== undefined){
let data3 = data.student_aid;
if(typeof data3 !== "boolean"){
const err11 = {instancePath:instancePath+"/student_aid",schemaPath:"#/properties/student_aid/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.student_aid.type,parentSchema:schema11.properties.student_aid,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.projector !== undefined){
let data4 = data.projector;
if(typeof data4 !== "boolean"){
const err12 = {instancePath:instancePath+"/projector",schemaPath:"#/properties/projector/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.projector.type,parentSchema:schema11.properties.projector,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.multimedia !== undefined){
let data5 = data.multimedia;
if(typeof data5 !== "boolean"){
const err13 = {instancePath:instancePath+"/multimedia",schemaPath:"#/properties/multimedia/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.multimedia.type,parentSchema:schema11.properties.multimedia,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.exam_room !== undefined){
let data6 = data.exam_room;
if(typeof data6 !== "boolean"){
const err14 = {instancePath:instancePath+"/exam_room",schemaPath:"#/properties/exam_room/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.exam_room.type,parentSchema:schema11.properties.exam_room,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.cctv !== undefined){
let data7 = data.cctv;
if(typeof data7 !== "boolean"){
const err15 = {instancePath:instancePath+"/cctv",schemaPath:"#/properties/cctv/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.cctv.type,parentSchema:schema11.properties.cctv,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.computer_lab !== undefined){
let data8 = data.computer_lab;
if(typeof data8 !== "boolean"){
const err16 = {instancePath:instancePath+"/computer_lab",schemaPath:"#/properties/computer_lab/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.computer_lab.type,parentSchema:schema11.properties.computer_lab,data:data8};
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
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
