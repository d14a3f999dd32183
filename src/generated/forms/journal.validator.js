// generated — edit screens/journal.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const journalForm = validate10;
const schema11 = {"$id":"journalForm","type":"object","required":["code","name","school_id","program_id","semester"],"properties":{"code":{"type":"string","maxLength":255,"minLength":1},"name":{"type":"string","maxLength":255,"minLength":1},"school_id":{"type":"integer","minimum":0,"maximum":2147483647},"program_id":{"type":"integer","minimum":0,"maximum":2147483647},"learn_year_id":{"type":"integer","minimum":0,"maximum":2147483647},"semester":{"type":"integer","minimum":1,"maximum":8},"lecturer_id":{"type":"integer","minimum":0,"maximum":2147483647},"group_ids":{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"uniqueItems":true,"maxItems":1000},"seats":{"type":"integer","minimum":0,"maximum":10000},"absence_limit":{"type":"integer","minimum":1,"maximum":100},"first_day":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"last_day":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"meetings":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["meeting_kind","starts_at","ends_at"],"properties":{"meeting_kind":{"type":"integer","maximum":2147483647,"enum":[1,2,3]},"weekday":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4,5,6,7]},"on_date":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"starts_at":{"type":"string","pattern":"^([01]\\d|2[0-3]):[0-5]\\d$"},"ends_at":{"type":"string","pattern":"^([01]\\d|2[0-3]):[0-5]\\d$"},"auditorium_id":{"type":"integer","minimum":0,"maximum":2147483647},"lecturer_id":{"type":"integer","minimum":0,"maximum":2147483647},"id":{"type":"integer","minimum":1,"maximum":2147483647}}},"maxItems":200}}};
const pattern0 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
const pattern3 = new RegExp("^([01]\\d|2[0-3]):[0-5]\\d$", "u");

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
if(data.seats !== undefined){
let data9 = data.seats;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err32 = {instancePath:instancePath+"/seats",schemaPath:"#/properties/seats/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.seats.type,parentSchema:schema11.properties.seats,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 10000 || isNaN(data9)){
const err33 = {instancePath:instancePath+"/seats",schemaPath:"#/properties/seats/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema11.properties.seats,data:data9};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err34 = {instancePath:instancePath+"/seats",schemaPath:"#/properties/seats/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.seats,data:data9};
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
if(data.absence_limit !== undefined){
let data10 = data.absence_limit;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err35 = {instancePath:instancePath+"/absence_limit",schemaPath:"#/properties/absence_limit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.absence_limit.type,parentSchema:schema11.properties.absence_limit,data:data10};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 100 || isNaN(data10)){
const err36 = {instancePath:instancePath+"/absence_limit",schemaPath:"#/properties/absence_limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema11.properties.absence_limit,data:data10};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data10 < 1 || isNaN(data10)){
const err37 = {instancePath:instancePath+"/absence_limit",schemaPath:"#/properties/absence_limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.absence_limit,data:data10};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data.first_day !== undefined){
let data11 = data.first_day;
if(typeof data11 === "string"){
if(!pattern0.test(data11)){
const err38 = {instancePath:instancePath+"/first_day",schemaPath:"#/properties/first_day/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.first_day,data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/first_day",schemaPath:"#/properties/first_day/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.first_day.type,parentSchema:schema11.properties.first_day,data:data11};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.last_day !== undefined){
let data12 = data.last_day;
if(typeof data12 === "string"){
if(!pattern0.test(data12)){
const err40 = {instancePath:instancePath+"/last_day",schemaPath:"#/properties/last_day/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.last_day,data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/last_day",schemaPath:"#/properties/last_day/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.last_day.type,parentSchema:schema11.properties.last_day,data:data12};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.meetings !== undefined){
let data13 = data.meetings;
if(Array.isArray(data13)){
if(data13.length > 200){
const err42 = {instancePath:instancePath+"/meetings",schemaPath:"#/properties/meetings/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema11.properties.meetings,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
const len1 = data13.length;
for(let i2=0; i2<len1; i2++){
let data14 = data13[i2];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.meeting_kind === undefined){
const err43 = {instancePath:instancePath+"/meetings/" + i2,schemaPath:"#/properties/meetings/items/required",keyword:"required",params:{missingProperty: "meeting_kind"},message:"must have required property '"+"meeting_kind"+"'",schema:schema11.properties.meetings.items.required,parentSchema:schema11.properties.meetings.items,data:data14};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data14.starts_at === undefined){
const err44 = {instancePath:instancePath+"/meetings/" + i2,schemaPath:"#/properties/meetings/items/required",keyword:"required",params:{missingProperty: "starts_at"},message:"must have required property '"+"starts_at"+"'",schema:schema11.properties.meetings.items.required,parentSchema:schema11.properties.meetings.items,data:data14};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data14.ends_at === undefined){
const err45 = {instancePath:instancePath+"/meetings/" + i2,schemaPath:"#/properties/meetings/items/required",keyword:"required",params:{missingProperty: "ends_at"},message:"must have required property '"+"ends_at"+"'",schema:schema11.properties.meetings.items.required,parentSchema:schema11.properties.meetings.items,data:data14};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key0 in data14){
if(!((((((((key0 === "meeting_kind") || (key0 === "weekday")) || (key0 === "on_date")) || (key0 === "starts_at")) || (key0 === "ends_at")) || (key0 === "auditorium_id")) || (key0 === "lecturer_id")) || (key0 === "id"))){
const err46 = {instancePath:instancePath+"/meetings/" + i2,schemaPath:"#/properties/meetings/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.meetings.items,data:data14};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data14.meeting_kind !== undefined){
let data15 = data14.meeting_kind;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err47 = {instancePath:instancePath+"/meetings/" + i2+"/meeting_kind",schemaPath:"#/properties/meetings/items/properties/meeting_kind/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.meetings.items.properties.meeting_kind.type,parentSchema:schema11.properties.meetings.items.properties.meeting_kind,data:data15};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(!(((data15 === 1) || (data15 === 2)) || (data15 === 3))){
const err48 = {instancePath:instancePath+"/meetings/" + i2+"/meeting_kind",schemaPath:"#/properties/meetings/items/properties/meeting_kind/enum",keyword:"enum",params:{allowedValues: schema11.properties.meetings.items.properties.meeting_kind.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.meetings.items.properties.meeting_kind.enum,parentSchema:schema11.properties.meetings.items.properties.meeting_kind,data:data15};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(typeof data15 == "number"){
if(data15 > 2147483647 || isNaN(data15)){
const err49 = {instancePath:instancePath+"/meetings/" + i2+"/meeting_kind",schemaPath:"#/properties/meetings/items/properties/meeting_kind/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.meetings.items.properties.meeting_kind,data:data15};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
if(data14.weekday !== undefined){
let data16 = data14.weekday;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err50 = {instancePath:instancePath+"/meetings/" + i2+"/weekday",schemaPath:"#/properties/meetings/items/properties/weekday/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.meetings.items.properties.weekday.type,parentSchema:schema11.properties.meetings.items.properties.weekday,data:data16};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!(((((((data16 === 1) || (data16 === 2)) || (data16 === 3)) || (data16 === 4)) || (data16 === 5)) || (data16 === 6)) || (data16 === 7))){
const err51 = {instancePath:instancePath+"/meetings/" + i2+"/weekday",schemaPath:"#/properties/meetings/items/properties/weekday/enum",keyword:"enum",params:{allowedValues: schema11.properties.meetings.items.properties.weekday.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.meetings.items.properties.weekday.enum,parentSchema:schema11.properties.meetings.items.properties.weekday,data:data16};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(typeof data16 == "number"){
if(data16 > 2147483647 || isNaN(data16)){
const err52 = {instancePath:instancePath+"/meetings/" + i2+"/weekday",schemaPath:"#/properties/meetings/items/properties/weekday/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.meetings.items.properties.weekday,data:data16};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
if(data14.on_date !== undefined){
let data17 = data14.on_date;
if(typeof data17 === "string"){
if(!pattern0.test(data17)){
const err53 = {instancePath:instancePath+"/meetings/" + i2+"/on_date",schemaPath:"#/properties/meetings/items/properties/on_date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.meetings.items.properties.on_date,data:data17};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/meetings/" + i2+"/on_date",schemaPath:"#/properties/meetings/items/properties/on_date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.meetings.items.properties.on_date.type,parentSchema:schema11.properties.meetings.items.properties.on_date,data:data17};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data14.starts_at !== undefined){
let data18 = data14.starts_at;
if(typeof data18 === "string"){
if(!pattern3.test(data18)){
const err55 = {instancePath:instancePath+"/meetings/" + i2+"/starts_at",schemaPath:"#/properties/meetings/items/properties/starts_at/pattern",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):[0-5]\\d$"},message:"must match pattern \""+"^([01]\\d|2[0-3]):[0-5]\\d$"+"\"",schema:"^([01]\\d|2[0-3]):[0-5]\\d$",parentSchema:schema11.properties.meetings.items.properties.starts_at,data:data18};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
else {
const err56 = {instancePath:instancePath+"/meetings/" + i2+"/starts_at",schemaPath:"#/properties/meetings/items/properties/starts_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.meetings.items.properties.starts_at.type,parentSchema:schema11.properties.meetings.items.properties.starts_at,data:data18};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data14.ends_at !== undefined){
let data19 = data14.ends_at;
if(typeof data19 === "string"){
if(!pattern3.test(data19)){
const err57 = {instancePath:instancePath+"/meetings/" + i2+"/ends_at",schemaPath:"#/properties/meetings/items/properties/ends_at/pattern",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):[0-5]\\d$"},message:"must match pattern \""+"^([01]\\d|2[0-3]):[0-5]\\d$"+"\"",schema:"^([01]\\d|2[0-3]):[0-5]\\d$",parentSchema:schema11.properties.meetings.items.properties.ends_at,data:data19};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/meetings/" + i2+"/ends_at",schemaPath:"#/properties/meetings/items/properties/ends_at/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.meetings.items.properties.ends_at.type,parentSchema:schema11.properties.meetings.items.properties.ends_at,data:data19};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data14.auditorium_id !== undefined){
let data20 = data14.auditorium_id;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err59 = {instancePath:instancePath+"/meetings/" + i2+"/auditorium_id",schemaPath:"#/properties/meetings/items/properties/auditorium_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.meetings.items.properties.auditorium_id.type,parentSchema:schema11.properties.meetings.items.properties.auditorium_id,data:data20};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(typeof data20 == "number"){
if(data20 > 2147483647 || isNaN(data20)){
const err60 = {instancePath:instancePath+"/meetings/" + i2+"/auditorium_id",schemaPath:"#/properties/meetings/items/properties/auditorium_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.meetings.items.properties.auditorium_id,data:data20};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data20 < 0 || isNaN(data20)){
const err61 = {instancePath:instancePath+"/meetings/" + i2+"/auditorium_id",schemaPath:"#/properties/meetings/items/properties/auditorium_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.meetings.items.properties.auditorium_id,data:data20};
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
if(data14.lecturer_id !== undefined){
let data21 = data14.lecturer_id;
if(!((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21)))){
const err62 = {instancePath:instancePath+"/meetings/" + i2+"/lecturer_id",schemaPath:"#/properties/meetings/items/properties/lecturer_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.meetings.items.properties.lecturer_id.type,parentSchema:schema11.properties.meetings.items.properties.lecturer_id,data:data21};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(typeof data21 == "number"){
if(data21 > 2147483647 || isNaN(data21)){
const err63 = {instancePath:instancePath+"/meetings/" + i2+"/lecturer_id",schemaPath:"#/properties/meetings/items/properties/lecturer_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.meetings.items.properties.lecturer_id,data:data21};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data21 < 0 || isNaN(data21)){
const err64 = {instancePath:instancePath+"/meetings/" + i2+"/lecturer_id",schemaPath:"#/properties/meetings/items/properties/lecturer_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.meetings.items.properties.lecturer_id,data:data21};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
if(data14.id !== undefined){
let data22 = data14.id;
if(!((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22)))){
const err65 = {instancePath:instancePath+"/meetings/" + i2+"/id",schemaPath:"#/properties/meetings/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.meetings.items.properties.id.type,parentSchema:schema11.properties.meetings.items.properties.id,data:data22};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(typeof data22 == "number"){
if(data22 > 2147483647 || isNaN(data22)){
const err66 = {instancePath:instancePath+"/meetings/" + i2+"/id",schemaPath:"#/properties/meetings/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.meetings.items.properties.id,data:data22};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data22 < 1 || isNaN(data22)){
const err67 = {instancePath:instancePath+"/meetings/" + i2+"/id",schemaPath:"#/properties/meetings/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.meetings.items.properties.id,data:data22};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
}
else {
const err68 = {instancePath:instancePath+"/meetings/" + i2,schemaPath:"#/properties/meetings/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.meetings.items.type,parentSchema:schema11.properties.meetings.items,data:data14};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/meetings",schemaPath:"#/properties/meetings/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.meetings.type,parentSchema:schema11.properties.meetings,data:data13};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
