// generated — edit screens/curriculum.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const curriculumForm = validate10;
const schema11 = {"$id":"curriculumForm","type":"object","required":["program_id","code","subject","ects"],"properties":{"program_id":{"type":"integer","minimum":0,"maximum":2147483647},"code":{"type":"string","maxLength":255,"minLength":1},"subject":{"type":"string","maxLength":255,"minLength":1},"prerequisite_ids":{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"uniqueItems":true,"maxItems":1000},"ects":{"type":"integer","minimum":1,"maximum":60},"semester_1":{"type":"integer","minimum":0,"maximum":60},"semester_2":{"type":"integer","minimum":0,"maximum":60},"semester_3":{"type":"integer","minimum":0,"maximum":60},"semester_4":{"type":"integer","minimum":0,"maximum":60},"semester_5":{"type":"integer","minimum":0,"maximum":60},"semester_6":{"type":"integer","minimum":0,"maximum":60},"semester_7":{"type":"integer","minimum":0,"maximum":60},"semester_8":{"type":"integer","minimum":0,"maximum":60},"contact_hours":{"type":"integer","minimum":0,"maximum":2147483647},"free_hours":{"type":"integer","minimum":0,"maximum":2147483647},"syllabus_goals":{"type":"string","maxLength":20000},"syllabus_outcomes":{"type":"string","maxLength":20000},"syllabus_content":{"type":"string","maxLength":20000},"syllabus_assessment":{"type":"string","maxLength":20000},"syllabus_literature":{"type":"string","maxLength":20000}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="curriculumForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.program_id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "program_id"},message:"must have required property '"+"program_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.subject === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subject"},message:"must have required property '"+"subject"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.ects === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ects"},message:"must have required property '"+"ects"+"'",schema:schema11.required,parentSchema:schema11,data};
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
const err4 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.program_id.type,parentSchema:schema11.properties.program_id,data:data0};
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
const err5 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.program_id,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.program_id,data:data0};
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
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.code,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.length < 1){
const err8 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.code,data:data1};
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
const err9 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.code.type,parentSchema:schema11.properties.code,data:data1};
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
const err10 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.subject,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2.length < 1){
const err11 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.subject,data:data2};
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
const err12 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.subject.type,parentSchema:schema11.properties.subject,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.prerequisite_ids !== undefined){
let data3 = data.prerequisite_ids;
if(Array.isArray(data3)){
if(data3.length > 1000){
const err13 = {instancePath:instancePath+"/prerequisite_ids",schemaPath:"#/properties/prerequisite_ids/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema11.properties.prerequisite_ids,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err14 = {instancePath:instancePath+"/prerequisite_ids/" + i0,schemaPath:"#/properties/prerequisite_ids/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.prerequisite_ids.items.type,parentSchema:schema11.properties.prerequisite_ids.items,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 2147483647 || isNaN(data4)){
const err15 = {instancePath:instancePath+"/prerequisite_ids/" + i0,schemaPath:"#/properties/prerequisite_ids/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.prerequisite_ids.items,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err16 = {instancePath:instancePath+"/prerequisite_ids/" + i0,schemaPath:"#/properties/prerequisite_ids/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.prerequisite_ids.items,data:data4};
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
let i1 = data3.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data3[i1];
if(!((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err17 = {instancePath:instancePath+"/prerequisite_ids",schemaPath:"#/properties/prerequisite_ids/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema11.properties.prerequisite_ids,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err18 = {instancePath:instancePath+"/prerequisite_ids",schemaPath:"#/properties/prerequisite_ids/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.prerequisite_ids.type,parentSchema:schema11.properties.prerequisite_ids,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.ects !== undefined){
let data5 = data.ects;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err19 = {instancePath:instancePath+"/ects",schemaPath:"#/properties/ects/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.ects.type,parentSchema:schema11.properties.ects,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 60 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/ects",schemaPath:"#/properties/ects/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60",schema:60,parentSchema:schema11.properties.ects,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/ects",schemaPath:"#/properties/ects/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.ects,data:data5};
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
if(data.semester_1 !== undefined){
let data6 = data.semester_1;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err22 = {instancePath:instancePath+"/semester_1",schemaPath:"#/properties/semester_1/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.semester_1.type,parentSchema:schema11.properties.semester_1,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 60 || isNaN(data6)){
const err23 = {instancePath:instancePath+"/semester_1",schemaPath:"#/properties/semester_1/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60",schema:60,parentSchema:schema11.properties.semester_1,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err24 = {instancePath:instancePath+"/semester_1",schemaPath:"#/properties/semester_1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.semester_1,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
if(data.semester_2 !== undefined){
let data7 = data.semester_2;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err25 = {instancePath:instancePath+"/semester_2",schemaPath:"#/properties/semester_2/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.semester_2.type,parentSchema:schema11.properties.semester_2,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 60 || isNaN(data7)){
const err26 = {instancePath:instancePath+"/semester_2",schemaPath:"#/properties/semester_2/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60",schema:60,parentSchema:schema11.properties.semester_2,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err27 = {instancePath:instancePath+"/semester_2",schemaPath:"#/properties/semester_2/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.semester_2,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
if(data.semester_3 !== undefined){
let data8 = data.semester_3;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err28 = {instancePath:instancePath+"/semester_3",schemaPath:"#/properties/semester_3/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.semester_3.type,parentSchema:schema11.properties.semester_3,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 60 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/semester_3",schemaPath:"#/properties/semester_3/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60",schema:60,parentSchema:schema11.properties.semester_3,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err30 = {instancePath:instancePath+"/semester_3",schemaPath:"#/properties/semester_3/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.semester_3,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
if(data.semester_4 !== undefined){
let data9 = data.semester_4;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err31 = {instancePath:instancePath+"/semester_4",schemaPath:"#/properties/semester_4/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.semester_4.type,parentSchema:schema11.properties.semester_4,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 60 || isNaN(data9)){
const err32 = {instancePath:instancePath+"/semester_4",schemaPath:"#/properties/semester_4/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60",schema:60,parentSchema:schema11.properties.semester_4,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err33 = {instancePath:instancePath+"/semester_4",schemaPath:"#/properties/semester_4/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.semester_4,data:data9};
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
if(data.semester_5 !== undefined){
let data10 = data.semester_5;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err34 = {instancePath:instancePath+"/semester_5",schemaPath:"#/properties/semester_5/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.semester_5.type,parentSchema:schema11.properties.semester_5,data:data10};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 60 || isNaN(data10)){
const err35 = {instancePath:instancePath+"/semester_5",schemaPath:"#/properties/semester_5/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60",schema:60,parentSchema:schema11.properties.semester_5,data:data10};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err36 = {instancePath:instancePath+"/semester_5",schemaPath:"#/properties/semester_5/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.semester_5,data:data10};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
if(data.semester_6 !== undefined){
let data11 = data.semester_6;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err37 = {instancePath:instancePath+"/semester_6",schemaPath:"#/properties/semester_6/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.semester_6.type,parentSchema:schema11.properties.semester_6,data:data11};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 60 || isNaN(data11)){
const err38 = {instancePath:instancePath+"/semester_6",schemaPath:"#/properties/semester_6/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60",schema:60,parentSchema:schema11.properties.semester_6,data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err39 = {instancePath:instancePath+"/semester_6",schemaPath:"#/properties/semester_6/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.semester_6,data:data11};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
if(data.semester_7 !== undefined){
let data12 = data.semester_7;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err40 = {instancePath:instancePath+"/semester_7",schemaPath:"#/properties/semester_7/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.semester_7.type,parentSchema:schema11.properties.semester_7,data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(typeof data12 == "number"){
if(data12 > 60 || isNaN(data12)){
const err41 = {instancePath:instancePath+"/semester_7",schemaPath:"#/properties/semester_7/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60",schema:60,parentSchema:schema11.properties.semester_7,data:data12};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err42 = {instancePath:instancePath+"/semester_7",schemaPath:"#/properties/semester_7/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.semester_7,data:data12};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data.semester_8 !== undefined){
let data13 = data.semester_8;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err43 = {instancePath:instancePath+"/semester_8",schemaPath:"#/properties/semester_8/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.semester_8.type,parentSchema:schema11.properties.semester_8,data:data13};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 > 60 || isNaN(data13)){
const err44 = {instancePath:instancePath+"/semester_8",schemaPath:"#/properties/semester_8/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60},message:"must be <= 60",schema:60,parentSchema:schema11.properties.semester_8,data:data13};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err45 = {instancePath:instancePath+"/semester_8",schemaPath:"#/properties/semester_8/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.semester_8,data:data13};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data.contact_hours !== undefined){
let data14 = data.contact_hours;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err46 = {instancePath:instancePath+"/contact_hours",schemaPath:"#/properties/contact_hours/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.contact_hours.type,parentSchema:schema11.properties.contact_hours,data:data14};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 2147483647 || isNaN(data14)){
const err47 = {instancePath:instancePath+"/contact_hours",schemaPath:"#/properties/contact_hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.contact_hours,data:data14};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err48 = {instancePath:instancePath+"/contact_hours",schemaPath:"#/properties/contact_hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.contact_hours,data:data14};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
if(data.free_hours !== undefined){
let data15 = data.free_hours;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err49 = {instancePath:instancePath+"/free_hours",schemaPath:"#/properties/free_hours/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.free_hours.type,parentSchema:schema11.properties.free_hours,data:data15};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(typeof data15 == "number"){
if(data15 > 2147483647 || isNaN(data15)){
const err50 = {instancePath:instancePath+"/free_hours",schemaPath:"#/properties/free_hours/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.free_hours,data:data15};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err51 = {instancePath:instancePath+"/free_hours",schemaPath:"#/properties/free_hours/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.free_hours,data:data15};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
if(data.syllabus_goals !== undefined){
let data16 = data.syllabus_goals;
if(typeof data16 === "string"){
if(data16.length > 20000){
const err52 = {instancePath:instancePath+"/syllabus_goals",schemaPath:"#/properties/syllabus_goals/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.syllabus_goals,data:data16};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/syllabus_goals",schemaPath:"#/properties/syllabus_goals/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.syllabus_goals.type,parentSchema:schema11.properties.syllabus_goals,data:data16};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.syllabus_outcomes !== undefined){
let data17 = data.syllabus_outcomes;
if(typeof data17 === "string"){
if(data17.length > 20000){
const err54 = {instancePath:instancePath+"/syllabus_outcomes",schemaPath:"#/properties/syllabus_outcomes/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.syllabus_outcomes,data:data17};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/syllabus_outcomes",schemaPath:"#/properties/syllabus_outcomes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.syllabus_outcomes.type,parentSchema:schema11.properties.syllabus_outcomes,data:data17};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.syllabus_content !== undefined){
let data18 = data.syllabus_content;
if(typeof data18 === "string"){
if(data18.length > 20000){
const err56 = {instancePath:instancePath+"/syllabus_content",schemaPath:"#/properties/syllabus_content/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.syllabus_content,data:data18};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/syllabus_content",schemaPath:"#/properties/syllabus_content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.syllabus_content.type,parentSchema:schema11.properties.syllabus_content,data:data18};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.syllabus_assessment !== undefined){
let data19 = data.syllabus_assessment;
if(typeof data19 === "string"){
if(data19.length > 20000){
const err58 = {instancePath:instancePath+"/syllabus_assessment",schemaPath:"#/properties/syllabus_assessment/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.syllabus_assessment,data:data19};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/syllabus_assessment",schemaPath:"#/properties/syllabus_assessment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.syllabus_assessment.type,parentSchema:schema11.properties.syllabus_assessment,data:data19};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.syllabus_literature !== undefined){
let data20 = data.syllabus_literature;
if(typeof data20 === "string"){
if(data20.length > 20000){
const err60 = {instancePath:instancePath+"/syllabus_literature",schemaPath:"#/properties/syllabus_literature/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.syllabus_literature,data:data20};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/syllabus_literature",schemaPath:"#/properties/syllabus_literature/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.syllabus_literature.type,parentSchema:schema11.properties.syllabus_literature,data:data20};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
