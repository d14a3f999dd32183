// generated — edit screens/students.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const studentsForm = validate10;
const schema11 = {"$id":"studentsForm","type":"object","required":["name","surname","personal_id","sex","birthday","citizenship","phone","email","status_id","school_id","program_id"],"properties":{"name":{"type":"string","maxLength":255,"minLength":1},"surname":{"type":"string","maxLength":255,"minLength":1},"personal_id":{"type":"string","pattern":"^\\d{11}$"},"personal_id_number":{"type":"string","maxLength":255},"sex":{"type":"integer","maximum":2147483647,"enum":[0,1]},"birthday":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"citizenship":{"type":"integer","maximum":2147483647,"enum":[1,2,3]},"address":{"type":"string","maxLength":255},"phone":{"type":"string","pattern":"^\\d{3}-\\d{2}-\\d{3}$"},"email":{"type":"string","format":"email","maxLength":255},"status_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4]},"school_id":{"type":"integer","minimum":0,"maximum":2147483647},"program_id":{"type":"integer","minimum":0,"maximum":2147483647},"group_id":{"type":"integer","minimum":0,"maximum":2147483647},"learn_year_id":{"type":"integer","minimum":0,"maximum":2147483647},"mobility":{"type":"boolean","default":false},"enrollment_date":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"enrollment_order":{"type":"string","maxLength":255},"basics_of_enrollement_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4,5]},"diploma_taken":{"type":"boolean","default":false},"notes":{"type":"string","maxLength":20000},"bio":{"type":"string","maxLength":20000},"photo":{"type":"string","maxLength":255},"motivation_article_file_name":{"type":"string","maxLength":255},"diploma_file_name":{"type":"string","maxLength":255},"transcript_file_name":{"type":"string","maxLength":255},"cv_file_name":{"type":"string","maxLength":255}}};
const pattern0 = new RegExp("^\\d{11}$", "u");
const pattern1 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
const pattern2 = new RegExp("^\\d{3}-\\d{2}-\\d{3}$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="studentsForm" */;
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
if(data.surname === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "surname"},message:"must have required property '"+"surname"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.personal_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "personal_id"},message:"must have required property '"+"personal_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.sex === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sex"},message:"must have required property '"+"sex"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.birthday === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "birthday"},message:"must have required property '"+"birthday"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.citizenship === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citizenship"},message:"must have required property '"+"citizenship"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.phone === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.email === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.status_id === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status_id"},message:"must have required property '"+"status_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.school_id === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "school_id"},message:"must have required property '"+"school_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.program_id === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "program_id"},message:"must have required property '"+"program_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(data0.length > 255){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data0.length < 1){
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data0};
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
const err13 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data0};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.surname !== undefined){
let data1 = data.surname;
if(typeof data1 === "string"){
if(data1.length > 255){
const err14 = {instancePath:instancePath+"/surname",schemaPath:"#/properties/surname/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.surname,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1.length < 1){
const err15 = {instancePath:instancePath+"/surname",schemaPath:"#/properties/surname/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.surname,data:data1};
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
const err16 = {instancePath:instancePath+"/surname",schemaPath:"#/properties/surname/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.surname.type,parentSchema:schema11.properties.surname,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.personal_id !== undefined){
let data2 = data.personal_id;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err17 = {instancePath:instancePath+"/personal_id",schemaPath:"#/properties/personal_id/pattern",keyword:"pattern",params:{pattern: "^\\d{11}$"},message:"must match pattern \""+"^\\d{11}$"+"\"",schema:"^\\d{11}$",parentSchema:schema11.properties.personal_id,data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/personal_id",schemaPath:"#/properties/personal_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.personal_id.type,parentSchema:schema11.properties.personal_id,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.personal_id_number !== undefined){
let data3 = data.personal_id_number;
if(typeof data3 === "string"){
if(data3.length > 255){
const err19 = {instancePath:instancePath+"/personal_id_number",schemaPath:"#/properties/personal_id_number/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.personal_id_number,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/personal_id_number",schemaPath:"#/properties/personal_id_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.personal_id_number.type,parentSchema:schema11.properties.personal_id_number,data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.sex !== undefined){
let data4 = data.sex;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err21 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sex.type,parentSchema:schema11.properties.sex,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data4 === 0) || (data4 === 1))){
const err22 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/enum",keyword:"enum",params:{allowedValues: schema11.properties.sex.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sex.enum,parentSchema:schema11.properties.sex,data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 2147483647 || isNaN(data4)){
const err23 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.sex,data:data4};
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
if(data.birthday !== undefined){
let data5 = data.birthday;
if(typeof data5 === "string"){
if(!pattern1.test(data5)){
const err24 = {instancePath:instancePath+"/birthday",schemaPath:"#/properties/birthday/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.birthday,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/birthday",schemaPath:"#/properties/birthday/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.birthday.type,parentSchema:schema11.properties.birthday,data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.citizenship !== undefined){
let data6 = data.citizenship;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err26 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.citizenship.type,parentSchema:schema11.properties.citizenship,data:data6};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(((data6 === 1) || (data6 === 2)) || (data6 === 3))){
const err27 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/enum",keyword:"enum",params:{allowedValues: schema11.properties.citizenship.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.citizenship.enum,parentSchema:schema11.properties.citizenship,data:data6};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 2147483647 || isNaN(data6)){
const err28 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.citizenship,data:data6};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.address !== undefined){
let data7 = data.address;
if(typeof data7 === "string"){
if(data7.length > 255){
const err29 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.address,data:data7};
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
const err30 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.address.type,parentSchema:schema11.properties.address,data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.phone !== undefined){
let data8 = data.phone;
if(typeof data8 === "string"){
if(!pattern2.test(data8)){
const err31 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^\\d{3}-\\d{2}-\\d{3}$"},message:"must match pattern \""+"^\\d{3}-\\d{2}-\\d{3}$"+"\"",schema:"^\\d{3}-\\d{2}-\\d{3}$",parentSchema:schema11.properties.phone,data:data8};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.phone.type,parentSchema:schema11.properties.phone,data:data8};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.email !== undefined){
let data9 = data.email;
if(typeof data9 === "string"){
if(data9.length > 255){
const err33 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.email,data:data9};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!(formats0.test(data9))){
const err34 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.email,data:data9};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.email.type,parentSchema:schema11.properties.email,data:data9};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.status_id !== undefined){
let data10 = data.status_id;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err36 = {instancePath:instancePath+"/status_id",schemaPath:"#/properties/status_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.status_id.type,parentSchema:schema11.properties.status_id,data:data10};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!((((data10 === 1) || (data10 === 2)) || (data10 === 3)) || (data10 === 4))){
const err37 = {instancePath:instancePath+"/status_id",schemaPath:"#/properties/status_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.status_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.status_id.enum,parentSchema:schema11.properties.status_id,data:data10};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 2147483647 || isNaN(data10)){
const err38 = {instancePath:instancePath+"/status_id",schemaPath:"#/properties/status_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.status_id,data:data10};
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
if(data.school_id !== undefined){
let data11 = data.school_id;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err39 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.school_id.type,parentSchema:schema11.properties.school_id,data:data11};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 2147483647 || isNaN(data11)){
const err40 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.school_id,data:data11};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err41 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.school_id,data:data11};
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
if(data.program_id !== undefined){
let data12 = data.program_id;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err42 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.program_id.type,parentSchema:schema11.properties.program_id,data:data12};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(typeof data12 == "number"){
if(data12 > 2147483647 || isNaN(data12)){
const err43 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.program_id,data:data12};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err44 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.program_id,data:data12};
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
if(data.group_id !== undefined){
let data13 = data.group_id;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err45 = {instancePath:instancePath+"/group_id",schemaPath:"#/properties/group_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.group_id.type,parentSchema:schema11.properties.group_id,data:data13};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 > 2147483647 || isNaN(data13)){
const err46 = {instancePath:instancePath+"/group_id",schemaPath:"#/properties/group_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.group_id,data:data13};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err47 = {instancePath:instancePath+"/group_id",schemaPath:"#/properties/group_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.group_id,data:data13};
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
if(data.learn_year_id !== undefined){
let data14 = data.learn_year_id;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err48 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.learn_year_id.type,parentSchema:schema11.properties.learn_year_id,data:data14};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 2147483647 || isNaN(data14)){
const err49 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.learn_year_id,data:data14};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err50 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.learn_year_id,data:data14};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
if(data.mobility !== undefined){
let data15 = data.mobility;
if(typeof data15 !== "boolean"){
const err51 = {instancePath:instancePath+"/mobility",schemaPath:"#/properties/mobility/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.mobility.type,parentSchema:schema11.properties.mobility,data:data15};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.enrollment_date !== undefined){
let data16 = data.enrollment_date;
if(typeof data16 === "string"){
if(!pattern1.test(data16)){
const err52 = {instancePath:instancePath+"/enrollment_date",schemaPath:"#/properties/enrollment_date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.enrollment_date,data:data16};
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
const err53 = {instancePath:instancePath+"/enrollment_date",schemaPath:"#/properties/enrollment_date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.enrollment_date.type,parentSchema:schema11.properties.enrollment_date,data:data16};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.enrollment_order !== undefined){
let data17 = data.enrollment_order;
if(typeof data17 === "string"){
if(data17.length > 255){
const err54 = {instancePath:instancePath+"/enrollment_order",schemaPath:"#/properties/enrollment_order/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.enrollment_order,data:data17};
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
const err55 = {instancePath:instancePath+"/enrollment_order",schemaPath:"#/properties/enrollment_order/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.enrollment_order.type,parentSchema:schema11.properties.enrollment_order,data:data17};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.basics_of_enrollement_id !== undefined){
let data18 = data.basics_of_enrollement_id;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
const err56 = {instancePath:instancePath+"/basics_of_enrollement_id",schemaPath:"#/properties/basics_of_enrollement_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.basics_of_enrollement_id.type,parentSchema:schema11.properties.basics_of_enrollement_id,data:data18};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(!(((((data18 === 1) || (data18 === 2)) || (data18 === 3)) || (data18 === 4)) || (data18 === 5))){
const err57 = {instancePath:instancePath+"/basics_of_enrollement_id",schemaPath:"#/properties/basics_of_enrollement_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.basics_of_enrollement_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.basics_of_enrollement_id.enum,parentSchema:schema11.properties.basics_of_enrollement_id,data:data18};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(typeof data18 == "number"){
if(data18 > 2147483647 || isNaN(data18)){
const err58 = {instancePath:instancePath+"/basics_of_enrollement_id",schemaPath:"#/properties/basics_of_enrollement_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.basics_of_enrollement_id,data:data18};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
if(data.diploma_taken !== undefined){
let data19 = data.diploma_taken;
if(typeof data19 !== "boolean"){
const err59 = {instancePath:instancePath+"/diploma_taken",schemaPath:"#/properties/diploma_taken/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.diploma_taken.type,parentSchema:schema11.properties.diploma_taken,data:data19};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data.notes !== undefined){
let data20 = data.notes;
if(typeof data20 === "string"){
if(data20.length > 20000){
const err60 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.notes,data:data20};
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
const err61 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.notes.type,parentSchema:schema11.properties.notes,data:data20};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data.bio !== undefined){
let data21 = data.bio;
if(typeof data21 === "string"){
if(data21.length > 20000){
const err62 = {instancePath:instancePath+"/bio",schemaPath:"#/properties/bio/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.bio,data:data21};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
else {
const err63 = {instancePath:instancePath+"/bio",schemaPath:"#/properties/bio/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.bio.type,parentSchema:schema11.properties.bio,data:data21};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.photo !== undefined){
let data22 = data.photo;
if(typeof data22 === "string"){
if(data22.length > 255){
const err64 = {instancePath:instancePath+"/photo",schemaPath:"#/properties/photo/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.photo,data:data22};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/photo",schemaPath:"#/properties/photo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.photo.type,parentSchema:schema11.properties.photo,data:data22};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.motivation_article_file_name !== undefined){
let data23 = data.motivation_article_file_name;
if(typeof data23 === "string"){
if(data23.length > 255){
const err66 = {instancePath:instancePath+"/motivation_article_file_name",schemaPath:"#/properties/motivation_article_file_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.motivation_article_file_name,data:data23};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/motivation_article_file_name",schemaPath:"#/properties/motivation_article_file_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.motivation_article_file_name.type,parentSchema:schema11.properties.motivation_article_file_name,data:data23};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data.diploma_file_name !== undefined){
let data24 = data.diploma_file_name;
if(typeof data24 === "string"){
if(data24.length > 255){
const err68 = {instancePath:instancePath+"/diploma_file_name",schemaPath:"#/properties/diploma_file_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.diploma_file_name,data:data24};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/diploma_file_name",schemaPath:"#/properties/diploma_file_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.diploma_file_name.type,parentSchema:schema11.properties.diploma_file_name,data:data24};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data.transcript_file_name !== undefined){
let data25 = data.transcript_file_name;
if(typeof data25 === "string"){
if(data25.length > 255){
const err70 = {instancePath:instancePath+"/transcript_file_name",schemaPath:"#/properties/transcript_file_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.transcript_file_name,data:data25};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/transcript_file_name",schemaPath:"#/properties/transcript_file_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.transcript_file_name.type,parentSchema:schema11.properties.transcript_file_name,data:data25};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data.cv_file_name !== undefined){
let data26 = data.cv_file_name;
if(typeof data26 === "string"){
if(data26.length > 255){
const err72 = {instancePath:instancePath+"/cv_file_name",schemaPath:"#/properties/cv_file_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.cv_file_name,data:data26};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/cv_file_name",schemaPath:"#/properties/cv_file_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.cv_file_name.type,parentSchema:schema11.properties.cv_file_name,data:data26};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
