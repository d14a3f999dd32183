// generated — edit screens/students.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const studentsForm = validate10;
const schema11 = {"$id":"studentsForm","type":"object","required":["name","surname","sex","birthday","citizenship","phone","email","status_id","school_id","program_id"],"properties":{"name":{"type":"string","maxLength":255,"minLength":1},"surname":{"type":"string","maxLength":255,"minLength":1},"personal_id":{"type":"string","pattern":"^\\d{11}$"},"personal_id_number":{"type":"string","maxLength":255},"sex":{"type":"integer","maximum":2147483647,"enum":[0,1]},"birthday":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"citizenship":{"type":"integer","maximum":2147483647,"enum":[1,2,3]},"passport_number":{"type":"string","maxLength":20},"passport_country":{"type":"string","maxLength":100},"address":{"type":"string","maxLength":255},"phone":{"type":"string","pattern":"^\\d{3}-\\d{2}-\\d{3}$"},"email":{"type":"string","format":"email","maxLength":255},"status_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4]},"school_id":{"type":"integer","minimum":0,"maximum":2147483647},"program_id":{"type":"integer","minimum":0,"maximum":2147483647},"group_id":{"type":"integer","minimum":0,"maximum":2147483647},"learn_year_id":{"type":"integer","minimum":0,"maximum":2147483647},"mobility":{"type":"boolean","default":false},"enrollment_date":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"enrollment_order":{"type":"string","maxLength":255},"basics_of_enrollement_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4,5]},"diploma_taken":{"type":"boolean","default":false},"notes":{"type":"string","maxLength":20000},"bio":{"type":"string","maxLength":20000},"photo":{"type":"string","maxLength":255},"motivation_article_file_name":{"type":"string","maxLength":255},"diploma_file_name":{"type":"string","maxLength":255},"transcript_file_name":{"type":"string","maxLength":255},"cv_file_name":{"type":"string","maxLength":255}},"allOf":[{"if":{"$id":"studentsFormRequiresPersonalId","properties":{"citizenship":{"const":1}},"required":["citizenship"]},"then":{"required":["personal_id"]}}]};
const pattern0 = new RegExp("^\\d{11}$", "u");
const pattern1 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
const pattern2 = new RegExp("^\\d{3}-\\d{2}-\\d{3}$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="studentsForm" */;
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.citizenship === undefined) && (missing0 = "citizenship")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.citizenship !== undefined){
if(1 !== data.citizenship){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.personal_id === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "personal_id"},message:"must have required property '"+"personal_id"+"'",schema:schema11.allOf[0].then.required,parentSchema:schema11.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema11.allOf[0].if,parentSchema:schema11.allOf[0],data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.surname === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "surname"},message:"must have required property '"+"surname"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.sex === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sex"},message:"must have required property '"+"sex"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.birthday === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "birthday"},message:"must have required property '"+"birthday"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.citizenship === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citizenship"},message:"must have required property '"+"citizenship"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.phone === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.email === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.status_id === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status_id"},message:"must have required property '"+"status_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.school_id === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "school_id"},message:"must have required property '"+"school_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.program_id === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "program_id"},message:"must have required property '"+"program_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(data1.length > 255){
const err14 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.name,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data1.length < 1){
const err15 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data1};
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
const err16 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.surname !== undefined){
let data2 = data.surname;
if(typeof data2 === "string"){
if(data2.length > 255){
const err17 = {instancePath:instancePath+"/surname",schemaPath:"#/properties/surname/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.surname,data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data2.length < 1){
const err18 = {instancePath:instancePath+"/surname",schemaPath:"#/properties/surname/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.surname,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/surname",schemaPath:"#/properties/surname/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.surname.type,parentSchema:schema11.properties.surname,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.personal_id !== undefined){
let data3 = data.personal_id;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err20 = {instancePath:instancePath+"/personal_id",schemaPath:"#/properties/personal_id/pattern",keyword:"pattern",params:{pattern: "^\\d{11}$"},message:"must match pattern \""+"^\\d{11}$"+"\"",schema:"^\\d{11}$",parentSchema:schema11.properties.personal_id,data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/personal_id",schemaPath:"#/properties/personal_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.personal_id.type,parentSchema:schema11.properties.personal_id,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.personal_id_number !== undefined){
let data4 = data.personal_id_number;
if(typeof data4 === "string"){
if(data4.length > 255){
const err22 = {instancePath:instancePath+"/personal_id_number",schemaPath:"#/properties/personal_id_number/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.personal_id_number,data:data4};
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
const err23 = {instancePath:instancePath+"/personal_id_number",schemaPath:"#/properties/personal_id_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.personal_id_number.type,parentSchema:schema11.properties.personal_id_number,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.sex !== undefined){
let data5 = data.sex;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err24 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sex.type,parentSchema:schema11.properties.sex,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((data5 === 0) || (data5 === 1))){
const err25 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/enum",keyword:"enum",params:{allowedValues: schema11.properties.sex.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sex.enum,parentSchema:schema11.properties.sex,data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 2147483647 || isNaN(data5)){
const err26 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.sex,data:data5};
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
if(data.birthday !== undefined){
let data6 = data.birthday;
if(typeof data6 === "string"){
if(!pattern1.test(data6)){
const err27 = {instancePath:instancePath+"/birthday",schemaPath:"#/properties/birthday/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.birthday,data:data6};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/birthday",schemaPath:"#/properties/birthday/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.birthday.type,parentSchema:schema11.properties.birthday,data:data6};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.citizenship !== undefined){
let data7 = data.citizenship;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err29 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.citizenship.type,parentSchema:schema11.properties.citizenship,data:data7};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(((data7 === 1) || (data7 === 2)) || (data7 === 3))){
const err30 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/enum",keyword:"enum",params:{allowedValues: schema11.properties.citizenship.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.citizenship.enum,parentSchema:schema11.properties.citizenship,data:data7};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 2147483647 || isNaN(data7)){
const err31 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.citizenship,data:data7};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data.passport_number !== undefined){
let data8 = data.passport_number;
if(typeof data8 === "string"){
if(data8.length > 20){
const err32 = {instancePath:instancePath+"/passport_number",schemaPath:"#/properties/passport_number/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.passport_number,data:data8};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/passport_number",schemaPath:"#/properties/passport_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.passport_number.type,parentSchema:schema11.properties.passport_number,data:data8};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.passport_country !== undefined){
let data9 = data.passport_country;
if(typeof data9 === "string"){
if(data9.length > 100){
const err34 = {instancePath:instancePath+"/passport_country",schemaPath:"#/properties/passport_country/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.passport_country,data:data9};
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
const err35 = {instancePath:instancePath+"/passport_country",schemaPath:"#/properties/passport_country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.passport_country.type,parentSchema:schema11.properties.passport_country,data:data9};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.address !== undefined){
let data10 = data.address;
if(typeof data10 === "string"){
if(data10.length > 255){
const err36 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.address,data:data10};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.address.type,parentSchema:schema11.properties.address,data:data10};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.phone !== undefined){
let data11 = data.phone;
if(typeof data11 === "string"){
if(!pattern2.test(data11)){
const err38 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^\\d{3}-\\d{2}-\\d{3}$"},message:"must match pattern \""+"^\\d{3}-\\d{2}-\\d{3}$"+"\"",schema:"^\\d{3}-\\d{2}-\\d{3}$",parentSchema:schema11.properties.phone,data:data11};
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
const err39 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.phone.type,parentSchema:schema11.properties.phone,data:data11};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.email !== undefined){
let data12 = data.email;
if(typeof data12 === "string"){
if(data12.length > 255){
const err40 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.email,data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!(formats0.test(data12))){
const err41 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.email,data:data12};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.email.type,parentSchema:schema11.properties.email,data:data12};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.status_id !== undefined){
let data13 = data.status_id;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err43 = {instancePath:instancePath+"/status_id",schemaPath:"#/properties/status_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.status_id.type,parentSchema:schema11.properties.status_id,data:data13};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!((((data13 === 1) || (data13 === 2)) || (data13 === 3)) || (data13 === 4))){
const err44 = {instancePath:instancePath+"/status_id",schemaPath:"#/properties/status_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.status_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.status_id.enum,parentSchema:schema11.properties.status_id,data:data13};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 > 2147483647 || isNaN(data13)){
const err45 = {instancePath:instancePath+"/status_id",schemaPath:"#/properties/status_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.status_id,data:data13};
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
if(data.school_id !== undefined){
let data14 = data.school_id;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err46 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.school_id.type,parentSchema:schema11.properties.school_id,data:data14};
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
const err47 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.school_id,data:data14};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err48 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.school_id,data:data14};
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
if(data.program_id !== undefined){
let data15 = data.program_id;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err49 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.program_id.type,parentSchema:schema11.properties.program_id,data:data15};
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
const err50 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.program_id,data:data15};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data15 < 0 || isNaN(data15)){
const err51 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.program_id,data:data15};
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
if(data.group_id !== undefined){
let data16 = data.group_id;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err52 = {instancePath:instancePath+"/group_id",schemaPath:"#/properties/group_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.group_id.type,parentSchema:schema11.properties.group_id,data:data16};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(typeof data16 == "number"){
if(data16 > 2147483647 || isNaN(data16)){
const err53 = {instancePath:instancePath+"/group_id",schemaPath:"#/properties/group_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.group_id,data:data16};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err54 = {instancePath:instancePath+"/group_id",schemaPath:"#/properties/group_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.group_id,data:data16};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
if(data.learn_year_id !== undefined){
let data17 = data.learn_year_id;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err55 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.learn_year_id.type,parentSchema:schema11.properties.learn_year_id,data:data17};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 > 2147483647 || isNaN(data17)){
const err56 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.learn_year_id,data:data17};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err57 = {instancePath:instancePath+"/learn_year_id",schemaPath:"#/properties/learn_year_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.learn_year_id,data:data17};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
if(data.mobility !== undefined){
let data18 = data.mobility;
if(typeof data18 !== "boolean"){
const err58 = {instancePath:instancePath+"/mobility",schemaPath:"#/properties/mobility/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.mobility.type,parentSchema:schema11.properties.mobility,data:data18};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.enrollment_date !== undefined){
let data19 = data.enrollment_date;
if(typeof data19 === "string"){
if(!pattern1.test(data19)){
const err59 = {instancePath:instancePath+"/enrollment_date",schemaPath:"#/properties/enrollment_date/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.enrollment_date,data:data19};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
else {
const err60 = {instancePath:instancePath+"/enrollment_date",schemaPath:"#/properties/enrollment_date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.enrollment_date.type,parentSchema:schema11.properties.enrollment_date,data:data19};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.enrollment_order !== undefined){
let data20 = data.enrollment_order;
if(typeof data20 === "string"){
if(data20.length > 255){
const err61 = {instancePath:instancePath+"/enrollment_order",schemaPath:"#/properties/enrollment_order/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.enrollment_order,data:data20};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/enrollment_order",schemaPath:"#/properties/enrollment_order/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.enrollment_order.type,parentSchema:schema11.properties.enrollment_order,data:data20};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.basics_of_enrollement_id !== undefined){
let data21 = data.basics_of_enrollement_id;
if(!((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21)))){
const err63 = {instancePath:instancePath+"/basics_of_enrollement_id",schemaPath:"#/properties/basics_of_enrollement_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.basics_of_enrollement_id.type,parentSchema:schema11.properties.basics_of_enrollement_id,data:data21};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(!(((((data21 === 1) || (data21 === 2)) || (data21 === 3)) || (data21 === 4)) || (data21 === 5))){
const err64 = {instancePath:instancePath+"/basics_of_enrollement_id",schemaPath:"#/properties/basics_of_enrollement_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.basics_of_enrollement_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.basics_of_enrollement_id.enum,parentSchema:schema11.properties.basics_of_enrollement_id,data:data21};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(typeof data21 == "number"){
if(data21 > 2147483647 || isNaN(data21)){
const err65 = {instancePath:instancePath+"/basics_of_enrollement_id",schemaPath:"#/properties/basics_of_enrollement_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.basics_of_enrollement_id,data:data21};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
if(data.diploma_taken !== undefined){
let data22 = data.diploma_taken;
if(typeof data22 !== "boolean"){
const err66 = {instancePath:instancePath+"/diploma_taken",schemaPath:"#/properties/diploma_taken/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.diploma_taken.type,parentSchema:schema11.properties.diploma_taken,data:data22};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.notes !== undefined){
let data23 = data.notes;
if(typeof data23 === "string"){
if(data23.length > 20000){
const err67 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.notes,data:data23};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.notes.type,parentSchema:schema11.properties.notes,data:data23};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.bio !== undefined){
let data24 = data.bio;
if(typeof data24 === "string"){
if(data24.length > 20000){
const err69 = {instancePath:instancePath+"/bio",schemaPath:"#/properties/bio/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.bio,data:data24};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/bio",schemaPath:"#/properties/bio/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.bio.type,parentSchema:schema11.properties.bio,data:data24};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data.photo !== undefined){
let data25 = data.photo;
if(typeof data25 === "string"){
if(data25.length > 255){
const err71 = {instancePath:instancePath+"/photo",schemaPath:"#/properties/photo/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.photo,data:data25};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/photo",schemaPath:"#/properties/photo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.photo.type,parentSchema:schema11.properties.photo,data:data25};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.motivation_article_file_name !== undefined){
let data26 = data.motivation_article_file_name;
if(typeof data26 === "string"){
if(data26.length > 255){
const err73 = {instancePath:instancePath+"/motivation_article_file_name",schemaPath:"#/properties/motivation_article_file_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.motivation_article_file_name,data:data26};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/motivation_article_file_name",schemaPath:"#/properties/motivation_article_file_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.motivation_article_file_name.type,parentSchema:schema11.properties.motivation_article_file_name,data:data26};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.diploma_file_name !== undefined){
let data27 = data.diploma_file_name;
if(typeof data27 === "string"){
if(data27.length > 255){
const err75 = {instancePath:instancePath+"/diploma_file_name",schemaPath:"#/properties/diploma_file_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.diploma_file_name,data:data27};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/diploma_file_name",schemaPath:"#/properties/diploma_file_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.diploma_file_name.type,parentSchema:schema11.properties.diploma_file_name,data:data27};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
if(data.transcript_file_name !== undefined){
let data28 = data.transcript_file_name;
if(typeof data28 === "string"){
if(data28.length > 255){
const err77 = {instancePath:instancePath+"/transcript_file_name",schemaPath:"#/properties/transcript_file_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.transcript_file_name,data:data28};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/transcript_file_name",schemaPath:"#/properties/transcript_file_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.transcript_file_name.type,parentSchema:schema11.properties.transcript_file_name,data:data28};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.cv_file_name !== undefined){
let data29 = data.cv_file_name;
if(typeof data29 === "string"){
if(data29.length > 255){
const err79 = {instancePath:instancePath+"/cv_file_name",schemaPath:"#/properties/cv_file_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.cv_file_name,data:data29};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/cv_file_name",schemaPath:"#/properties/cv_file_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.cv_file_name.type,parentSchema:schema11.properties.cv_file_name,data:data29};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
else {
const err81 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const studentsFormRequiresPersonalId = validate11;
const schema12 = {"$id":"studentsFormRequiresPersonalId","properties":{"citizenship":{"const":1}},"required":["citizenship"]};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="studentsFormRequiresPersonalId" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.citizenship === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citizenship"},message:"must have required property '"+"citizenship"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.citizenship !== undefined){
let data0 = data.citizenship;
if(1 !== data0){
const err1 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema12.properties.citizenship,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate11.errors = vErrors;
return errors === 0;
}
