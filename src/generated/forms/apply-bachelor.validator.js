// generated — edit screens/apply-bachelor.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const applyBachelorForm = validate10;
const schema11 = {"$id":"applyBachelorForm","type":"object","required":["first_name","last_name","date_of_birth","citizenship","phone","email","program_id","previous_education"],"properties":{"first_name":{"type":"string","maxLength":100,"minLength":1},"last_name":{"type":"string","maxLength":100,"minLength":1},"date_of_birth":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"citizenship":{"type":"integer","maximum":2147483647,"enum":[1,2,3]},"identity_number":{"type":"string","pattern":"^\\d{11}$"},"passport_number":{"type":"string","maxLength":20,"minLength":1},"passport_country":{"type":"string","maxLength":100,"minLength":1},"sex":{"type":"integer","maximum":2147483647,"enum":[0,1]},"phone":{"type":"string","pattern":"^\\d{3}-\\d{2}-\\d{3}$"},"email":{"type":"string","format":"email","maxLength":255},"program_id":{"type":"integer","minimum":0,"maximum":2147483647},"english_level_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3,4,5,6]},"previous_education":{"type":"string","maxLength":200,"minLength":1},"exam_score":{"type":"integer","minimum":0,"maximum":400},"photo":{"type":"string","maxLength":255},"cv":{"type":"string","maxLength":255}},"allOf":[{"if":{"$id":"applyBachelorFormRequiresIdentityNumber","properties":{"citizenship":{"const":1}},"required":["citizenship"]},"then":{"required":["identity_number"]}},{"if":{"$id":"applyBachelorFormRequiresPassportNumber","properties":{"citizenship":{"enum":[2,3]}},"required":["citizenship"]},"then":{"required":["passport_number"]}},{"if":{"$id":"applyBachelorFormRequiresPassportCountry","properties":{"citizenship":{"enum":[2,3]}},"required":["citizenship"]},"then":{"required":["passport_country"]}}]};
const pattern0 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
const pattern1 = new RegExp("^\\d{11}$", "u");
const pattern2 = new RegExp("^\\d{3}-\\d{2}-\\d{3}$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="applyBachelorForm" */;
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
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.citizenship === undefined) && (missing1 = "citizenship")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data.citizenship !== undefined){
let data1 = data.citizenship;
if(!((data1 === 2) || (data1 === 3))){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.passport_number === undefined){
const err6 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "passport_number"},message:"must have required property '"+"passport_number"+"'",schema:schema11.allOf[1].then.required,parentSchema:schema11.allOf[1].then,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
}
if(!valid3){
const err7 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema11.allOf[1].if,parentSchema:schema11.allOf[1],data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs12 = errors;
let valid5 = true;
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.citizenship === undefined) && (missing2 = "citizenship")){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
if(data.citizenship !== undefined){
let data2 = data.citizenship;
if(!((data2 === 2) || (data2 === 3))){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
var _valid2 = _errs13 === errors;
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.passport_country === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "passport_country"},message:"must have required property '"+"passport_country"+"'",schema:schema11.allOf[2].then.required,parentSchema:schema11.allOf[2].then,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid2 = _errs15 === errors;
valid5 = _valid2;
}
if(!valid5){
const err11 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema11.allOf[2].if,parentSchema:schema11.allOf[2],data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.first_name === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_name"},message:"must have required property '"+"first_name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.last_name === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_name"},message:"must have required property '"+"last_name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.date_of_birth === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date_of_birth"},message:"must have required property '"+"date_of_birth"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.citizenship === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citizenship"},message:"must have required property '"+"citizenship"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.phone === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.email === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.program_id === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "program_id"},message:"must have required property '"+"program_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.previous_education === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "previous_education"},message:"must have required property '"+"previous_education"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.first_name !== undefined){
let data3 = data.first_name;
if(typeof data3 === "string"){
if(data3.length > 100){
const err20 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.first_name,data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data3.length < 1){
const err21 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.first_name,data:data3};
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
const err22 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.first_name.type,parentSchema:schema11.properties.first_name,data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.last_name !== undefined){
let data4 = data.last_name;
if(typeof data4 === "string"){
if(data4.length > 100){
const err23 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.last_name,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data4.length < 1){
const err24 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.last_name,data:data4};
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
const err25 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.last_name.type,parentSchema:schema11.properties.last_name,data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.date_of_birth !== undefined){
let data5 = data.date_of_birth;
if(typeof data5 === "string"){
if(!pattern0.test(data5)){
const err26 = {instancePath:instancePath+"/date_of_birth",schemaPath:"#/properties/date_of_birth/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.date_of_birth,data:data5};
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
const err27 = {instancePath:instancePath+"/date_of_birth",schemaPath:"#/properties/date_of_birth/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.date_of_birth.type,parentSchema:schema11.properties.date_of_birth,data:data5};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.citizenship !== undefined){
let data6 = data.citizenship;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err28 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.citizenship.type,parentSchema:schema11.properties.citizenship,data:data6};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!(((data6 === 1) || (data6 === 2)) || (data6 === 3))){
const err29 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/enum",keyword:"enum",params:{allowedValues: schema11.properties.citizenship.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.citizenship.enum,parentSchema:schema11.properties.citizenship,data:data6};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(typeof data6 == "number"){
if(data6 > 2147483647 || isNaN(data6)){
const err30 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.citizenship,data:data6};
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
if(data.identity_number !== undefined){
let data7 = data.identity_number;
if(typeof data7 === "string"){
if(!pattern1.test(data7)){
const err31 = {instancePath:instancePath+"/identity_number",schemaPath:"#/properties/identity_number/pattern",keyword:"pattern",params:{pattern: "^\\d{11}$"},message:"must match pattern \""+"^\\d{11}$"+"\"",schema:"^\\d{11}$",parentSchema:schema11.properties.identity_number,data:data7};
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
const err32 = {instancePath:instancePath+"/identity_number",schemaPath:"#/properties/identity_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.identity_number.type,parentSchema:schema11.properties.identity_number,data:data7};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.passport_number !== undefined){
let data8 = data.passport_number;
if(typeof data8 === "string"){
if(data8.length > 20){
const err33 = {instancePath:instancePath+"/passport_number",schemaPath:"#/properties/passport_number/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.passport_number,data:data8};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data8.length < 1){
const err34 = {instancePath:instancePath+"/passport_number",schemaPath:"#/properties/passport_number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.passport_number,data:data8};
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
const err35 = {instancePath:instancePath+"/passport_number",schemaPath:"#/properties/passport_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.passport_number.type,parentSchema:schema11.properties.passport_number,data:data8};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.passport_country !== undefined){
let data9 = data.passport_country;
if(typeof data9 === "string"){
if(data9.length > 100){
const err36 = {instancePath:instancePath+"/passport_country",schemaPath:"#/properties/passport_country/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.passport_country,data:data9};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data9.length < 1){
const err37 = {instancePath:instancePath+"/passport_country",schemaPath:"#/properties/passport_country/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.passport_country,data:data9};
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
const err38 = {instancePath:instancePath+"/passport_country",schemaPath:"#/properties/passport_country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.passport_country.type,parentSchema:schema11.properties.passport_country,data:data9};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.sex !== undefined){
let data10 = data.sex;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err39 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.sex.type,parentSchema:schema11.properties.sex,data:data10};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!((data10 === 0) || (data10 === 1))){
const err40 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/enum",keyword:"enum",params:{allowedValues: schema11.properties.sex.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.sex.enum,parentSchema:schema11.properties.sex,data:data10};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 2147483647 || isNaN(data10)){
const err41 = {instancePath:instancePath+"/sex",schemaPath:"#/properties/sex/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.sex,data:data10};
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
if(data.phone !== undefined){
let data11 = data.phone;
if(typeof data11 === "string"){
if(!pattern2.test(data11)){
const err42 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^\\d{3}-\\d{2}-\\d{3}$"},message:"must match pattern \""+"^\\d{3}-\\d{2}-\\d{3}$"+"\"",schema:"^\\d{3}-\\d{2}-\\d{3}$",parentSchema:schema11.properties.phone,data:data11};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.phone.type,parentSchema:schema11.properties.phone,data:data11};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.email !== undefined){
let data12 = data.email;
if(typeof data12 === "string"){
if(data12.length > 255){
const err44 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.email,data:data12};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!(formats0.test(data12))){
const err45 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.email,data:data12};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.email.type,parentSchema:schema11.properties.email,data:data12};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.program_id !== undefined){
let data13 = data.program_id;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err47 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.program_id.type,parentSchema:schema11.properties.program_id,data:data13};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 > 2147483647 || isNaN(data13)){
const err48 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.program_id,data:data13};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data13 < 0 || isNaN(data13)){
const err49 = {instancePath:instancePath+"/program_id",schemaPath:"#/properties/program_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.program_id,data:data13};
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
if(data.english_level_id !== undefined){
let data14 = data.english_level_id;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err50 = {instancePath:instancePath+"/english_level_id",schemaPath:"#/properties/english_level_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.english_level_id.type,parentSchema:schema11.properties.english_level_id,data:data14};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!((((((data14 === 1) || (data14 === 2)) || (data14 === 3)) || (data14 === 4)) || (data14 === 5)) || (data14 === 6))){
const err51 = {instancePath:instancePath+"/english_level_id",schemaPath:"#/properties/english_level_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.english_level_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.english_level_id.enum,parentSchema:schema11.properties.english_level_id,data:data14};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 2147483647 || isNaN(data14)){
const err52 = {instancePath:instancePath+"/english_level_id",schemaPath:"#/properties/english_level_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.english_level_id,data:data14};
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
if(data.previous_education !== undefined){
let data15 = data.previous_education;
if(typeof data15 === "string"){
if(data15.length > 200){
const err53 = {instancePath:instancePath+"/previous_education",schemaPath:"#/properties/previous_education/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.previous_education,data:data15};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data15.length < 1){
const err54 = {instancePath:instancePath+"/previous_education",schemaPath:"#/properties/previous_education/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.previous_education,data:data15};
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
const err55 = {instancePath:instancePath+"/previous_education",schemaPath:"#/properties/previous_education/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.previous_education.type,parentSchema:schema11.properties.previous_education,data:data15};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.exam_score !== undefined){
let data16 = data.exam_score;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err56 = {instancePath:instancePath+"/exam_score",schemaPath:"#/properties/exam_score/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.exam_score.type,parentSchema:schema11.properties.exam_score,data:data16};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(typeof data16 == "number"){
if(data16 > 400 || isNaN(data16)){
const err57 = {instancePath:instancePath+"/exam_score",schemaPath:"#/properties/exam_score/maximum",keyword:"maximum",params:{comparison: "<=", limit: 400},message:"must be <= 400",schema:400,parentSchema:schema11.properties.exam_score,data:data16};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err58 = {instancePath:instancePath+"/exam_score",schemaPath:"#/properties/exam_score/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.exam_score,data:data16};
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
if(data.photo !== undefined){
let data17 = data.photo;
if(typeof data17 === "string"){
if(data17.length > 255){
const err59 = {instancePath:instancePath+"/photo",schemaPath:"#/properties/photo/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.photo,data:data17};
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
const err60 = {instancePath:instancePath+"/photo",schemaPath:"#/properties/photo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.photo.type,parentSchema:schema11.properties.photo,data:data17};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.cv !== undefined){
let data18 = data.cv;
if(typeof data18 === "string"){
if(data18.length > 255){
const err61 = {instancePath:instancePath+"/cv",schemaPath:"#/properties/cv/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.cv,data:data18};
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
const err62 = {instancePath:instancePath+"/cv",schemaPath:"#/properties/cv/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.cv.type,parentSchema:schema11.properties.cv,data:data18};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const applyBachelorFormRequiresIdentityNumber = validate11;
const schema12 = {"$id":"applyBachelorFormRequiresIdentityNumber","properties":{"citizenship":{"const":1}},"required":["citizenship"]};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="applyBachelorFormRequiresIdentityNumber" */;
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

export const applyBachelorFormRequiresPassportNumber = validate12;
const schema13 = {"$id":"applyBachelorFormRequiresPassportNumber","properties":{"citizenship":{"enum":[2,3]}},"required":["citizenship"]};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="applyBachelorFormRequiresPassportNumber" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.citizenship === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citizenship"},message:"must have required property '"+"citizenship"+"'",schema:schema13.required,parentSchema:schema13,data};
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
if(!((data0 === 2) || (data0 === 3))){
const err1 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/enum",keyword:"enum",params:{allowedValues: schema13.properties.citizenship.enum},message:"must be equal to one of the allowed values",schema:schema13.properties.citizenship.enum,parentSchema:schema13.properties.citizenship,data:data0};
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
validate12.errors = vErrors;
return errors === 0;
}

export const applyBachelorFormRequiresPassportCountry = validate13;
const schema14 = {"$id":"applyBachelorFormRequiresPassportCountry","properties":{"citizenship":{"enum":[2,3]}},"required":["citizenship"]};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="applyBachelorFormRequiresPassportCountry" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.citizenship === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citizenship"},message:"must have required property '"+"citizenship"+"'",schema:schema14.required,parentSchema:schema14,data};
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
if(!((data0 === 2) || (data0 === 3))){
const err1 = {instancePath:instancePath+"/citizenship",schemaPath:"#/properties/citizenship/enum",keyword:"enum",params:{allowedValues: schema14.properties.citizenship.enum},message:"must be equal to one of the allowed values",schema:schema14.properties.citizenship.enum,parentSchema:schema14.properties.citizenship,data:data0};
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
validate13.errors = vErrors;
return errors === 0;
}
