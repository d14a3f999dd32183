// generated — edit screens/phd.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const phdForm = validate10;
const schema11 = {"$id":"phdForm","type":"object","required":["first_name","last_name","date_of_birth","phone","email","program_id"],"properties":{"first_name":{"type":"string","maxLength":255,"minLength":1},"last_name":{"type":"string","maxLength":255,"minLength":1},"date_of_birth":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"citizenship":{"type":"integer","maximum":2147483647,"enum":[1,2,3]},"identity_number":{"type":"string","pattern":"^\\d{11}$"},"passport_number":{"type":"string","maxLength":20},"passport_country":{"type":"string","maxLength":100},"sex":{"type":"integer","maximum":2147483647,"enum":[0,1]},"phone":{"type":"string","pattern":"^\\d{3}-\\d{2}-\\d{3}$"},"email":{"type":"string","format":"email","maxLength":255},"program_id":{"type":"integer","minimum":0,"maximum":2147483647},"english_level_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4,5,6]},"exam_score":{"type":"integer","minimum":0,"maximum":400},"photo":{"type":"string","maxLength":255},"cv":{"type":"string","maxLength":255}},"allOf":[{"if":{"$id":"phdFormRequiresIdentityNumber","properties":{"citizenship":{"const":1}},"required":["citizenship"]},"then":{"required":["identity_number"]}}]};
const pattern0 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
const pattern1 = new RegExp("^\\d{11}$", "u");
const pattern2 = new RegExp("^\\d{3}-\\d{2}-\\d{3}$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="phdForm" */;
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
if(data.identity_number === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "identity_number"},message:"must have required property '"+"identity_number"+"'",schema:schema11.allOf[0].then.required,parentSchema:schema11.allOf[0].then,data};
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
if(data.first_name === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_name"},message:"must have required property '"+"first_name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.last_name === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_name"},message:"must have required property '"+"last_name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.date_of_birth === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date_of_birth"},message:"must have required property '"+"date_of_birth"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.phone === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.email === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.program_id === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "program_id"},message:"must have required property '"+"program_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.first_name !== undefined){
let data1 = data.first_name;
if(typeof data1 === "string"){
if(data1.length > 255){
const err10 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.first_name,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.length < 1){
const err11 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.first_name,data:data1};
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
const err12 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.first_name.type,parentSchema:schema11.properties.first_name,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.last_name !== undefined){
let data2 = data.last_name;
if(typeof data2 === "string"){
if(data2.length > 255){
const err13 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.last_name,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.length < 1){
const err14 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.last_name,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.last_name.type,parentSchema:schema11.properties.last_name,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.date_of_birth !== undefined){
let data3 = data.date_of_birth;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err16 = {instancePath:instancePath+"/date_of_birth",schemaPath:"#/properties/date_of_birth/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.date_of_birth,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/date_of_birth",schemaPath:"#/properties/date_of_birth/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date_of_birth.type,parentSchema:schema11.properties.date_of_birth,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.citizenship !== undefined){
let data4 = data.citizenship;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err18 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.citizenship.type,parentSchema:schema11.properties.citizenship,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(((data4 === 1) || (data4 === 2)) || (data4 === 3))){
const err19 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/enum",keyword:"enum",params:{allowedValues: schema11.properties.citizenship.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.citizenship.enum,parentSchema:schema11.properties.citizenship,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 2147483647 || isNaN(data4)){
const err20 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.citizenship,data:data4};
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
if(data.identity_number !== undefined){
let data5 = data.identity_number;
if(typeof data5 === "string"){
if(!pattern1.test(data5)){
const err21 = {instancePath:instancePath+"/identity_number",schemaPath:"#/properties/identity_number/pattern",keyword:"pattern",params:{pattern: "^\\d{11}$"},message:"must match pattern \""+"^\\d{11}$"+"\"",schema:"^\\d{11}$",parentSchema:schema11.properties.identity_number,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/identity_number",schemaPath:"#/properties/identity_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.identity_number.type,parentSchema:schema11.properties.identity_number,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.passport_number !== undefined){
let data6 = data.passport_number;
if(typeof data6 === "string"){
if(data6.length > 20){
const err23 = {instancePath:instancePath+"/passport_number",schemaPath:"#/properties/passport_number/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.passport_number,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/passport_number",schemaPath:"#/properties/passport_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.passport_number.type,parentSchema:schema11.properties.passport_number,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.passport_country !== undefined){
let data7 = data.passport_country;
if(typeof data7 === "string"){
if(data7.length > 100){
const err25 = {instancePath:instancePath+"/passport_country",schemaPath:"#/properties/passport_country/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.passport_country,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/passport_country",schemaPath:"#/properties/passport_country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.passport_country.type,parentSchema:schema11.properties.passport_country,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.sex !== undefined){
let data8 = data.sex;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err27 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sex.type,parentSchema:schema11.properties.sex,data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!((data8 === 0) || (data8 === 1))){
const err28 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/enum",keyword:"enum",params:{allowedValues: schema11.properties.sex.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sex.enum,parentSchema:schema11.properties.sex,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 2147483647 || isNaN(data8)){
const err29 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.sex,data:data8};
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
if(data.phone !== undefined){
let data9 = data.phone;
if(typeof data9 === "string"){
if(!pattern2.test(data9)){
const err30 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^\\d{3}-\\d{2}-\\d{3}$"},message:"must match pattern \""+"^\\d{3}-\\d{2}-\\d{3}$"+"\"",schema:"^\\d{3}-\\d{2}-\\d{3}$",parentSchema:schema11.properties.phone,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.phone.type,parentSchema:schema11.properties.phone,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.email !== undefined){
let data10 = data.email;
if(typeof data10 === "string"){
if(data10.length > 255){
const err32 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.email,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!(formats0.test(data10))){
const err33 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.email,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.email.type,parentSchema:schema11.properties.email,data:data10};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.program_id !== undefined){
let data11 = data.program_id;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err35 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.program_id.type,parentSchema:schema11.properties.program_id,data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 2147483647 || isNaN(data11)){
const err36 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.program_id,data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err37 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.program_id,data:data11};
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
if(data.english_level_id !== undefined){
let data12 = data.english_level_id;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err38 = {instancePath:instancePath+"/english_level_id",schemaPath:"#/properties/english_level_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.english_level_id.type,parentSchema:schema11.properties.english_level_id,data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(!((((((data12 === 1) || (data12 === 2)) || (data12 === 3)) || (data12 === 4)) || (data12 === 5)) || (data12 === 6))){
const err39 = {instancePath:instancePath+"/english_level_id",schemaPath:"#/properties/english_level_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.english_level_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.english_level_id.enum,parentSchema:schema11.properties.english_level_id,data:data12};
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
const err40 = {instancePath:instancePath+"/english_level_id",schemaPath:"#/properties/english_level_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.english_level_id,data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data.exam_score !== undefined){
let data13 = data.exam_score;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err41 = {instancePath:instancePath+"/exam_score",schemaPath:"#/properties/exam_score/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.exam_score.type,parentSchema:schema11.properties.exam_score,data:data13};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 > 400 || isNaN(data13)){
const err42 = {instancePath:instancePath+"/exam_score",schemaPath:"#/properties/exam_score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 400},message:"must be <= 400",schema:400,parentSchema:schema11.properties.exam_score,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err43 = {instancePath:instancePath+"/exam_score",schemaPath:"#/properties/exam_score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.exam_score,data:data13};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
if(data.photo !== undefined){
let data14 = data.photo;
if(typeof data14 === "string"){
if(data14.length > 255){
const err44 = {instancePath:instancePath+"/photo",schemaPath:"#/properties/photo/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.photo,data:data14};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/photo",schemaPath:"#/properties/photo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.photo.type,parentSchema:schema11.properties.photo,data:data14};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.cv !== undefined){
let data15 = data.cv;
if(typeof data15 === "string"){
if(data15.length > 255){
const err46 = {instancePath:instancePath+"/cv",schemaPath:"#/properties/cv/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.cv,data:data15};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/cv",schemaPath:"#/properties/cv/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.cv.type,parentSchema:schema11.properties.cv,data:data15};
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
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const phdFormRequiresIdentityNumber = validate11;
const schema12 = {"$id":"phdFormRequiresIdentityNumber","properties":{"citizenship":{"const":1}},"required":["citizenship"]};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="phdFormRequiresIdentityNumber" */;
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
