// generated — edit screens/journal.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const journalForm = validate10;
const schema11 = {"$id":"journalForm","type":"object","required":["code","name","school_id","program_id","semester"],"properties":{"code":{"type":"string","maxLength":255,"minLength":1},"name":{"type":"string","maxLength":255,"minLength":1},"school_id":{"type":"integer","minimum":0,"maximum":2147483647},"program_id":{"type":"integer","minimum":0,"maximum":2147483647},"learn_year_id":{"type":"integer","minimum":0,"maximum":2147483647},"semester":{"type":"integer","minimum":1,"maximum":8},"lecturer_id":{"type":"integer","minimum":0,"maximum":2147483647},"group_ids":{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"uniqueItems":true,"maxItems":1000},"weekday":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4,5,6,7]},"starts_at":{"type":"string","pattern":"^([01]\\d|2[0-3]):[0-5]\\d$"},"ends_at":{"type":"string","pattern":"^([01]\\d|2[0-3]):[0-5]\\d$"},"auditorium_id":{"type":"integer","minimum":0,"maximum":2147483647},"seats":{"type":"integer","minimum":0,"maximum":10000},"absence_limit":{"type":"integer","minimum":1,"maximum":100},"first_day":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"last_day":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"}}};
const pattern0 = new RegExp("^([01]\\d|2[0-3]):[0-5]\\d$", "u");
const pattern2 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="journalForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.required,parentSchema:schema11,data};
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
if(data.program_id === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "program_id"},message:"must have required property '"+"program_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.semester === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "semester"},message:"must have required property '"+"semester"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.code !== undefined){
let data0 = data.code;
if(typeof data0 === "string"){
if(data0.length > 255){
const err5 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.code,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.length < 1){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.code,data:data0};
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
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.code.type,parentSchema:schema11.properties.code,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(data1.length > 255){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.name,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.length < 1){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data1};
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
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.school_id !== undefined){
let data2 = data.school_id;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err11 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.school_id.type,parentSchema:schema11.properties.school_id,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 2147483647 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.school_id,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err13 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.school_id,data:data2};
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
if(data.program_id !== undefined){
let data3 = data.program_id;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err14 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.program_id.type,parentSchema:schema11.properties.program_id,data:data3};
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
const err15 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.program_id,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err16 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.program_id,data:data3};
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
if(data.learn_year_id !== undefined){
let data4 = data.learn_year_id;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err17 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.learn_year_id.type,parentSchema:schema11.properties.learn_year_id,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 2147483647 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.learn_year_id,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.learn_year_id,data:data4};
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
if(data.semester !== undefined){
let data5 = data.semester;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err20 = {instancePath:instancePath+"/semester",schemaPath:"#/properties/semester/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.semester.type,parentSchema:schema11.properties.semester,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 8 || isNaN(data5)){
const err21 = {instancePath:instancePath+"/semester",schemaPath:"#/properties/semester/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8},message:"must be <= 8",schema:8,parentSchema:schema11.properties.semester,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err22 = {instancePath:instancePath+"/semester",schemaPath:"#/properties/semester/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.semester,data:data5};
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
if(data.lecturer_id !== undefined){
let data6 = data.lecturer_id;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err23 = {instancePath:instancePath+"/lecturer_id",schemaPath:"#/properties/lecturer_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.lecturer_id.type,parentSchema:schema11.properties.lecturer_id,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 2147483647 || isNaN(data6)){
const err24 = {instancePath:instancePath+"/lecturer_id",schemaPath:"#/properties/lecturer_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.lecturer_id,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data6 < 0 || isNaN(data6)){
const err25 = {instancePath:instancePath+"/lecturer_id",schemaPath:"#/properties/lecturer_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.lecturer_id,data:data6};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
if(data.group_ids !== undefined){
let data7 = data.group_ids;
if(Array.isArray(data7)){
if(data7.length > 1000){
const err26 = {instancePath:instancePath+"/group_ids",schemaPath:"#/properties/group_ids/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema11.properties.group_ids,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err27 = {instancePath:instancePath+"/group_ids/" + i0,schemaPath:"#/properties/group_ids/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.group_ids.items.type,parentSchema:schema11.properties.group_ids.items,data:data8};
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
const err28 = {instancePath:instancePath+"/group_ids/" + i0,schemaPath:"#/properties/group_ids/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.group_ids.items,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/group_ids/" + i0,schemaPath:"#/properties/group_ids/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.group_ids.items,data:data8};
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
let i1 = data7.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data7[i1];
if(!((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err30 = {instancePath:instancePath+"/group_ids",schemaPath:"#/properties/group_ids/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema11.properties.group_ids,data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err31 = {instancePath:instancePath+"/group_ids",schemaPath:"#/properties/group_ids/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.group_ids.type,parentSchema:schema11.properties.group_ids,data:data7};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.weekday !== undefined){
let data9 = data.weekday;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err32 = {instancePath:instancePath+"/weekday",schemaPath:"#/properties/weekday/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.weekday.type,parentSchema:schema11.properties.weekday,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!(((((((data9 === 1) || (data9 === 2)) || (data9 === 3)) || (data9 === 4)) || (data9 === 5)) || (data9 === 6)) || (data9 === 7))){
const err33 = {instancePath:instancePath+"/weekday",schemaPath:"#/properties/weekday/enum",keyword:"enum",params:{allowedValues: schema11.properties.weekday.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.weekday.enum,parentSchema:schema11.properties.weekday,data:data9};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 2147483647 || isNaN(data9)){
const err34 = {instancePath:instancePath+"/weekday",schemaPath:"#/properties/weekday/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.weekday,data:data9};
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
if(data.starts_at !== undefined){
let data10 = data.starts_at;
if(typeof data10 === "string"){
if(!pattern0.test(data10)){
const err35 = {instancePath:instancePath+"/starts_at",schemaPath:"#/properties/starts_at/pattern",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):[0-5]\\d$"},message:"must match pattern \""+"^([01]\\d|2[0-3]):[0-5]\\d$"+"\"",schema:"^([01]\\d|2[0-3]):[0-5]\\d$",parentSchema:schema11.properties.starts_at,data:data10};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/starts_at",schemaPath:"#/properties/starts_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.starts_at.type,parentSchema:schema11.properties.starts_at,data:data10};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.ends_at !== undefined){
let data11 = data.ends_at;
if(typeof data11 === "string"){
if(!pattern0.test(data11)){
const err37 = {instancePath:instancePath+"/ends_at",schemaPath:"#/properties/ends_at/pattern",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):[0-5]\\d$"},message:"must match pattern \""+"^([01]\\d|2[0-3]):[0-5]\\d$"+"\"",schema:"^([01]\\d|2[0-3]):[0-5]\\d$",parentSchema:schema11.properties.ends_at,data:data11};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/ends_at",schemaPath:"#/properties/ends_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.ends_at.type,parentSchema:schema11.properties.ends_at,data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.auditorium_id !== undefined){
let data12 = data.auditorium_id;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err39 = {instancePath:instancePath+"/auditorium_id",schemaPath:"#/properties/auditorium_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.auditorium_id.type,parentSchema:schema11.properties.auditorium_id,data:data12};
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
const err40 = {instancePath:instancePath+"/auditorium_id",schemaPath:"#/properties/auditorium_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.auditorium_id,data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err41 = {instancePath:instancePath+"/auditorium_id",schemaPath:"#/properties/auditorium_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.auditorium_id,data:data12};
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
if(data.seats !== undefined){
let data13 = data.seats;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err42 = {instancePath:instancePath+"/seats",schemaPath:"#/properties/seats/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.seats.type,parentSchema:schema11.properties.seats,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 > 10000 || isNaN(data13)){
const err43 = {instancePath:instancePath+"/seats",schemaPath:"#/properties/seats/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema11.properties.seats,data:data13};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err44 = {instancePath:instancePath+"/seats",schemaPath:"#/properties/seats/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.seats,data:data13};
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
if(data.absence_limit !== undefined){
let data14 = data.absence_limit;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err45 = {instancePath:instancePath+"/absence_limit",schemaPath:"#/properties/absence_limit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.absence_limit.type,parentSchema:schema11.properties.absence_limit,data:data14};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 100 || isNaN(data14)){
const err46 = {instancePath:instancePath+"/absence_limit",schemaPath:"#/properties/absence_limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema11.properties.absence_limit,data:data14};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data14 < 1 || isNaN(data14)){
const err47 = {instancePath:instancePath+"/absence_limit",schemaPath:"#/properties/absence_limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.absence_limit,data:data14};
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
if(data.first_day !== undefined){
let data15 = data.first_day;
if(typeof data15 === "string"){
if(!pattern2.test(data15)){
const err48 = {instancePath:instancePath+"/first_day",schemaPath:"#/properties/first_day/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.first_day,data:data15};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/first_day",schemaPath:"#/properties/first_day/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.first_day.type,parentSchema:schema11.properties.first_day,data:data15};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.last_day !== undefined){
let data16 = data.last_day;
if(typeof data16 === "string"){
if(!pattern2.test(data16)){
const err50 = {instancePath:instancePath+"/last_day",schemaPath:"#/properties/last_day/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.last_day,data:data16};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/last_day",schemaPath:"#/properties/last_day/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.last_day.type,parentSchema:schema11.properties.last_day,data:data16};
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
else {
const err52 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
