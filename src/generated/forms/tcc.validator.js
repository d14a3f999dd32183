// generated — edit screens/tcc.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const tccForm = validate10;
const schema11 = {"$id":"tccForm","type":"object","required":["first_name","last_name","identity_number","date_of_birth","phone","email","program_id"],"properties":{"first_name":{"type":"string","maxLength":255,"minLength":1},"last_name":{"type":"string","maxLength":255,"minLength":1},"identity_number":{"type":"string","pattern":"^\\d{11}$"},"date_of_birth":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"sex":{"type":"integer","maximum":2147483647,"enum":[0,1]},"citizenship":{"type":"integer","maximum":2147483647,"enum":[1,2,3]},"phone":{"type":"string","pattern":"^\\d{3}-\\d{2}-\\d{3}$"},"email":{"type":"string","format":"email","maxLength":255},"program_id":{"type":"integer","minimum":0,"maximum":2147483647},"english_level_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4,5,6]},"exam_score":{"type":"integer","minimum":0,"maximum":400},"photo":{"type":"string","maxLength":255},"cv":{"type":"string","maxLength":255}}};
const pattern0 = new RegExp("^\\d{11}$", "u");
const pattern1 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
const pattern2 = new RegExp("^\\d{3}-\\d{2}-\\d{3}$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="tccForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.first_name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_name"},message:"must have required property '"+"first_name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.last_name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_name"},message:"must have required property '"+"last_name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.identity_number === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identity_number"},message:"must have required property '"+"identity_number"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.date_of_birth === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date_of_birth"},message:"must have required property '"+"date_of_birth"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.phone === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.email === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.program_id === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "program_id"},message:"must have required property '"+"program_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.first_name !== undefined){
let data0 = data.first_name;
if(typeof data0 === "string"){
if(data0.length > 255){
const err7 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.first_name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data0.length < 1){
const err8 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.first_name,data:data0};
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
const err9 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.first_name.type,parentSchema:schema11.properties.first_name,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.last_name !== undefined){
let data1 = data.last_name;
if(typeof data1 === "string"){
if(data1.length > 255){
const err10 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.last_name,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data1.length < 1){
const err11 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.last_name,data:data1};
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
const err12 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.last_name.type,parentSchema:schema11.properties.last_name,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.identity_number !== undefined){
let data2 = data.identity_number;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err13 = {instancePath:instancePath+"/identity_number",schemaPath:"#/properties/identity_number/pattern",keyword:"pattern",params:{pattern: "^\\d{11}$"},message:"must match pattern \""+"^\\d{11}$"+"\"",schema:"^\\d{11}$",parentSchema:schema11.properties.identity_number,data:data2};
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
const err14 = {instancePath:instancePath+"/identity_number",schemaPath:"#/properties/identity_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.identity_number.type,parentSchema:schema11.properties.identity_number,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.date_of_birth !== undefined){
let data3 = data.date_of_birth;
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
const err15 = {instancePath:instancePath+"/date_of_birth",schemaPath:"#/properties/date_of_birth/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.date_of_birth,data:data3};
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
const err16 = {instancePath:instancePath+"/date_of_birth",schemaPath:"#/properties/date_of_birth/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date_of_birth.type,parentSchema:schema11.properties.date_of_birth,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.sex !== undefined){
let data4 = data.sex;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err17 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sex.type,parentSchema:schema11.properties.sex,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!((data4 === 0) || (data4 === 1))){
const err18 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/enum",keyword:"enum",params:{allowedValues: schema11.properties.sex.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sex.enum,parentSchema:schema11.properties.sex,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 2147483647 || isNaN(data4)){
const err19 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.sex,data:data4};
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
if(data.citizenship !== undefined){
let data5 = data.citizenship;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err20 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.citizenship.type,parentSchema:schema11.properties.citizenship,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(((data5 === 1) || (data5 === 2)) || (data5 === 3))){
const err21 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/enum",keyword:"enum",params:{allowedValues: schema11.properties.citizenship.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.citizenship.enum,parentSchema:schema11.properties.citizenship,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 2147483647 || isNaN(data5)){
const err22 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.citizenship,data:data5};
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
if(data.phone !== undefined){
let data6 = data.phone;
if(typeof data6 === "string"){
if(!pattern2.test(data6)){
const err23 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^\\d{3}-\\d{2}-\\d{3}$"},message:"must match pattern \""+"^\\d{3}-\\d{2}-\\d{3}$"+"\"",schema:"^\\d{3}-\\d{2}-\\d{3}$",parentSchema:schema11.properties.phone,data:data6};
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
const err24 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.phone.type,parentSchema:schema11.properties.phone,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.email !== undefined){
let data7 = data.email;
if(typeof data7 === "string"){
if(data7.length > 255){
const err25 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.email,data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!(formats0.test(data7))){
const err26 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.email,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.email.type,parentSchema:schema11.properties.email,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.program_id !== undefined){
let data8 = data.program_id;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err28 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.program_id.type,parentSchema:schema11.properties.program_id,data:data8};
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
const err29 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.program_id,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err30 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.program_id,data:data8};
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
if(data.english_level_id !== undefined){
let data9 = data.english_level_id;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err31 = {instancePath:instancePath+"/english_level_id",schemaPath:"#/properties/english_level_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.english_level_id.type,parentSchema:schema11.properties.english_level_id,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!((((((data9 === 1) || (data9 === 2)) || (data9 === 3)) || (data9 === 4)) || (data9 === 5)) || (data9 === 6))){
const err32 = {instancePath:instancePath+"/english_level_id",schemaPath:"#/properties/english_level_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.english_level_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.english_level_id.enum,parentSchema:schema11.properties.english_level_id,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 2147483647 || isNaN(data9)){
const err33 = {instancePath:instancePath+"/english_level_id",schemaPath:"#/properties/english_level_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.english_level_id,data:data9};
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
if(data.exam_score !== undefined){
let data10 = data.exam_score;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err34 = {instancePath:instancePath+"/exam_score",schemaPath:"#/properties/exam_score/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.exam_score.type,parentSchema:schema11.properties.exam_score,data:data10};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 400 || isNaN(data10)){
const err35 = {instancePath:instancePath+"/exam_score",schemaPath:"#/properties/exam_score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 400},message:"must be <= 400",schema:400,parentSchema:schema11.properties.exam_score,data:data10};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err36 = {instancePath:instancePath+"/exam_score",schemaPath:"#/properties/exam_score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.exam_score,data:data10};
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
if(data.photo !== undefined){
let data11 = data.photo;
if(typeof data11 === "string"){
if(data11.length > 255){
const err37 = {instancePath:instancePath+"/photo",schemaPath:"#/properties/photo/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.photo,data:data11};
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
const err38 = {instancePath:instancePath+"/photo",schemaPath:"#/properties/photo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.photo.type,parentSchema:schema11.properties.photo,data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.cv !== undefined){
let data12 = data.cv;
if(typeof data12 === "string"){
if(data12.length > 255){
const err39 = {instancePath:instancePath+"/cv",schemaPath:"#/properties/cv/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.cv,data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/cv",schemaPath:"#/properties/cv/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.cv.type,parentSchema:schema11.properties.cv,data:data12};
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
else {
const err41 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
