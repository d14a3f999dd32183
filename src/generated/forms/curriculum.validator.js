// generated — edit screens/curriculum.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const curriculumForm = validate19;
const schema20 = {"$id":"curriculumForm","type":"object","required":["program_id","code","subject","ects"],"properties":{"program_id":{"type":"integer","minimum":0,"maximum":2147483647},"code":{"type":"string","maxLength":255,"minLength":1},"subject":{"type":"string","maxLength":255,"minLength":1},"prerequisites":{"type":"string","maxLength":255},"ects":{"type":"integer","minimum":0,"maximum":2147483647},"semester_1":{"type":"integer","minimum":0,"maximum":2147483647},"semester_2":{"type":"integer","minimum":0,"maximum":2147483647},"semester_3":{"type":"integer","minimum":0,"maximum":2147483647},"semester_4":{"type":"integer","minimum":0,"maximum":2147483647},"semester_5":{"type":"integer","minimum":0,"maximum":2147483647},"semester_6":{"type":"integer","minimum":0,"maximum":2147483647},"semester_7":{"type":"integer","minimum":0,"maximum":2147483647},"semester_8":{"type":"integer","minimum":0,"maximum":2147483647},"contact_hours":{"type":"integer","minimum":0,"maximum":2147483647},"free_hours":{"type":"integer","minimum":0,"maximum":2147483647}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="curriculumForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.program_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "program_id"},message:"must have required property '"+"program_id"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.subject === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subject"},message:"must have required property '"+"subject"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.ects === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ects"},message:"must have required property '"+"ects"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.program_id !== undefined){
let data0 = data.program_id;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
const err4 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.program_id.type,parentSchema:schema20.properties.program_id,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data0 == "number"){
if(data0 > 2147483647 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema20.properties.program_id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20.properties.program_id,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.code !== undefined){
let data1 = data.code;
if(typeof data1 === "string"){
if(data1.length > 255){
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema20.properties.code,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.length < 1){
const err8 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema20.properties.code,data:data1};
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
const err9 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.code.type,parentSchema:schema20.properties.code,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.subject !== undefined){
let data2 = data.subject;
if(typeof data2 === "string"){
if(data2.length > 255){
const err10 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema20.properties.subject,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.length < 1){
const err11 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema20.properties.subject,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.subject.type,parentSchema:schema20.properties.subject,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.prerequisites !== undefined){
let data3 = data.prerequisites;
if(typeof data3 === "string"){
if(data3.length > 255){
const err13 = {instancePath:instancePath+"/prerequisites",schemaPath:"#/properties/prerequisites/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema20.properties.prerequisites,data:data3};
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
const err14 = {instancePath:instancePath+"/prerequisites",schemaPath:"#/properties/prerequisites/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.prerequisites.type,parentSchema:schema20.properties.prerequisites,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.ects !== undefined){
let data4 = data.ects;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err15 = {instancePath:instancePath+"/ects",schemaPath:"#/properties/ects/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.ects.type,parentSchema:schema20.properties.ects,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 2147483647 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/ects",schemaPath:"#/properties/ects/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema20.properties.ects,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/ects",schemaPath:"#/properties/ects/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20.properties.ects,data:data4};
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
if(data.semester_1 !== undefined){
let data5 = data.semester_1;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err18 = {instancePath:instancePath+"/semester_1",schemaPath:"#/properties/semester_1/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.semester_1.type,parentSchema:schema20.properties.semester_1,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 2147483647 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/semester_1",schemaPath:"#/properties/semester_1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema20.properties.semester_1,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/semester_1",schemaPath:"#/properties/semester_1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20.properties.semester_1,data:data5};
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
if(data.semester_2 !== undefined){
let data6 = data.semester_2;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err21 = {instancePath:instancePath+"/semester_2",schemaPath:"#/properties/semester_2/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.semester_2.type,parentSchema:schema20.properties.semester_2,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 2147483647 || isNaN(data6)){
const err22 = {instancePath:instancePath+"/semester_2",schemaPath:"#/properties/semester_2/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema20.properties.semester_2,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err23 = {instancePath:instancePath+"/semester_2",schemaPath:"#/properties/semester_2/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20.properties.semester_2,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data.semester_3 !== undefined){
let data7 = data.semester_3;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err24 = {instancePath:instancePath+"/semester_3",schemaPath:"#/properties/semester_3/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.semester_3.type,parentSchema:schema20.properties.semester_3,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 2147483647 || isNaN(data7)){
const err25 = {instancePath:instancePath+"/semester_3",schemaPath:"#/properties/semester_3/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema20.properties.semester_3,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/semester_3",schemaPath:"#/properties/semester_3/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20.properties.semester_3,data:data7};
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
if(data.semester_4 !== undefined){
let data8 = data.semester_4;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err27 = {instancePath:instancePath+"/semester_4",schemaPath:"#/properties/semester_4/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.semester_4.type,parentSchema:schema20.properties.semester_4,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 2147483647 || isNaN(data8)){
const err28 = {instancePath:instancePath+"/semester_4",schemaPath:"#/properties/semester_4/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema20.properties.semester_4,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/semester_4",schemaPath:"#/properties/semester_4/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20.properties.semester_4,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data.semester_5 !== undefined){
let data9 = data.semester_5;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err30 = {instancePath:instancePath+"/semester_5",schemaPath:"#/properties/semester_5/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.semester_5.type,parentSchema:schema20.properties.semester_5,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 2147483647 || isNaN(data9)){
const err31 = {instancePath:instancePath+"/semester_5",schemaPath:"#/properties/semester_5/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema20.properties.semester_5,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err32 = {instancePath:instancePath+"/semester_5",schemaPath:"#/properties/semester_5/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20.properties.semester_5,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data.semester_6 !== undefined){
let data10 = data.semester_6;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err33 = {instancePath:instancePath+"/semester_6",schemaPath:"#/properties/semester_6/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.semester_6.type,parentSchema:schema20.properties.semester_6,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 2147483647 || isNaN(data10)){
const err34 = {instancePath:instancePath+"/semester_6",schemaPath:"#/properties/semester_6/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema20.properties.semester_6,data:data10};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err35 = {instancePath:instancePath+"/semester_6",schemaPath:"#/properties/semester_6/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20.properties.semester_6,data:data10};
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
if(data.semester_7 !== undefined){
let data11 = data.semester_7;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err36 = {instancePath:instancePath+"/semester_7",schemaPath:"#/properties/semester_7/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.semester_7.type,parentSchema:schema20.properties.semester_7,data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 2147483647 || isNaN(data11)){
const err37 = {instancePath:instancePath+"/semester_7",schemaPath:"#/properties/semester_7/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema20.properties.semester_7,data:data11};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err38 = {instancePath:instancePath+"/semester_7",schemaPath:"#/properties/semester_7/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20.properties.semester_7,data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data.semester_8 !== undefined){
let data12 = data.semester_8;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err39 = {instancePath:instancePath+"/semester_8",schemaPath:"#/properties/semester_8/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.semester_8.type,parentSchema:schema20.properties.semester_8,data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data12 == "number"){
if(data12 > 2147483647 || isNaN(data12)){
const err40 = {instancePath:instancePath+"/semester_8",schemaPath:"#/properties/semester_8/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema20.properties.semester_8,data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err41 = {instancePath:instancePath+"/semester_8",schemaPath:"#/properties/semester_8/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20.properties.semester_8,data:data12};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data.contact_hours !== undefined){
let data13 = data.contact_hours;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err42 = {instancePath:instancePath+"/contact_hours",schemaPath:"#/properties/contact_hours/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.contact_hours.type,parentSchema:schema20.properties.contact_hours,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 > 2147483647 || isNaN(data13)){
const err43 = {instancePath:instancePath+"/contact_hours",schemaPath:"#/properties/contact_hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema20.properties.contact_hours,data:data13};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err44 = {instancePath:instancePath+"/contact_hours",schemaPath:"#/properties/contact_hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20.properties.contact_hours,data:data13};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
if(data.free_hours !== undefined){
let data14 = data.free_hours;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err45 = {instancePath:instancePath+"/free_hours",schemaPath:"#/properties/free_hours/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema20.properties.free_hours.type,parentSchema:schema20.properties.free_hours,data:data14};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 2147483647 || isNaN(data14)){
const err46 = {instancePath:instancePath+"/free_hours",schemaPath:"#/properties/free_hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema20.properties.free_hours,data:data14};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err47 = {instancePath:instancePath+"/free_hours",schemaPath:"#/properties/free_hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema20.properties.free_hours,data:data14};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.type,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}
