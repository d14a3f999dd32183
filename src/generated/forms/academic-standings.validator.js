// generated — edit screens/academic-standings.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const academicStandingsForm = validate10;
const schema11 = {"$id":"academicStandingsForm","type":"object","required":["name_ka","name_en","priority"],"properties":{"name_ka":{"type":"string","maxLength":255,"minLength":1},"name_en":{"type":"string","maxLength":255,"minLength":1},"priority":{"type":"integer","minimum":1,"maximum":1000},"gpa_below":{"type":"number","minimum":0,"maximum":4},"credits_share_below":{"type":"integer","minimum":0,"maximum":100}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="academicStandingsForm" */;
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
if(data.priority === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "priority"},message:"must have required property '"+"priority"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.name_ka !== undefined){
let data0 = data.name_ka;
if(typeof data0 === "string"){
if(data0.length > 255){
const err3 = {instancePath:instancePath+"/name_ka",schemaPath:"#/properties/name_ka/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.name_ka,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.length < 1){
const err4 = {instancePath:instancePath+"/name_ka",schemaPath:"#/properties/name_ka/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name_ka,data:data0};
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
const err5 = {instancePath:instancePath+"/name_ka",schemaPath:"#/properties/name_ka/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name_ka.type,parentSchema:schema11.properties.name_ka,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name_en !== undefined){
let data1 = data.name_en;
if(typeof data1 === "string"){
if(data1.length > 255){
const err6 = {instancePath:instancePath+"/name_en",schemaPath:"#/properties/name_en/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.name_en,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.length < 1){
const err7 = {instancePath:instancePath+"/name_en",schemaPath:"#/properties/name_en/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name_en,data:data1};
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
const err8 = {instancePath:instancePath+"/name_en",schemaPath:"#/properties/name_en/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name_en.type,parentSchema:schema11.properties.name_en,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.priority !== undefined){
let data2 = data.priority;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err9 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.priority.type,parentSchema:schema11.properties.priority,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 1000 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema11.properties.priority,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/priority",schemaPath:"#/properties/priority/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.priority,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.gpa_below !== undefined){
let data3 = data.gpa_below;
if(typeof data3 == "number"){
if(data3 > 4 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/gpa_below",schemaPath:"#/properties/gpa_below/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4",schema:4,parentSchema:schema11.properties.gpa_below,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/gpa_below",schemaPath:"#/properties/gpa_below/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.gpa_below,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/gpa_below",schemaPath:"#/properties/gpa_below/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.gpa_below.type,parentSchema:schema11.properties.gpa_below,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.credits_share_below !== undefined){
let data4 = data.credits_share_below;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err15 = {instancePath:instancePath+"/credits_share_below",schemaPath:"#/properties/credits_share_below/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.credits_share_below.type,parentSchema:schema11.properties.credits_share_below,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 100 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/credits_share_below",schemaPath:"#/properties/credits_share_below/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema11.properties.credits_share_below,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/credits_share_below",schemaPath:"#/properties/credits_share_below/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.credits_share_below,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
