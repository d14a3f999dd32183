// generated — edit screens/administrations.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const administrationsForm = validate10;
const schema11 = {"$id":"administrationsForm","type":"object","required":["first_name","last_name","identity_number","phone","email"],"properties":{"first_name":{"type":"string","maxLength":255,"minLength":1},"last_name":{"type":"string","maxLength":255,"minLength":1},"identity_number":{"type":"string","pattern":"^\\d{11}$"},"phone":{"type":"string","pattern":"^\\d{3}-\\d{2}-\\d{3}$"},"email":{"type":"string","format":"email","maxLength":255},"administration_position_id":{"type":"integer","minimum":0,"maximum":2147483647},"unit_kind":{"type":"integer","maximum":2147483647,"enum":[1,2]},"administration_item_id":{"type":"integer","minimum":0,"maximum":2147483647},"school_id":{"type":"integer","minimum":0,"maximum":2147483647},"roles":{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"uniqueItems":true,"maxItems":1000},"schools":{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"uniqueItems":true,"maxItems":1000},"programs":{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"uniqueItems":true,"maxItems":1000},"photo":{"type":"string","maxLength":255},"cv":{"type":"string","maxLength":255}},"allOf":[{"if":{"$id":"administrationsFormRequiresAdministrationItemId","properties":{"unit_kind":{"const":1}},"required":["unit_kind"]},"then":{"required":["administration_item_id"]}},{"if":{"$id":"administrationsFormRequiresSchoolId","properties":{"unit_kind":{"const":2}},"required":["unit_kind"]},"then":{"required":["school_id"]}}]};
const pattern0 = new RegExp("^\\d{11}$", "u");
const pattern1 = new RegExp("^\\d{3}-\\d{2}-\\d{3}$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="administrationsForm" */;
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.unit_kind === undefined) && (missing0 = "unit_kind")){
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
if(data.unit_kind !== undefined){
if(1 !== data.unit_kind){
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
if(data.administration_item_id === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "administration_item_id"},message:"must have required property '"+"administration_item_id"+"'",schema:schema11.allOf[0].then.required,parentSchema:schema11.allOf[0].then,data};
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
if((data.unit_kind === undefined) && (missing1 = "unit_kind")){
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
if(data.unit_kind !== undefined){
if(2 !== data.unit_kind){
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
if(data.school_id === undefined){
const err6 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "school_id"},message:"must have required property '"+"school_id"+"'",schema:schema11.allOf[1].then.required,parentSchema:schema11.allOf[1].then,data};
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.first_name === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_name"},message:"must have required property '"+"first_name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.last_name === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_name"},message:"must have required property '"+"last_name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.identity_number === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identity_number"},message:"must have required property '"+"identity_number"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.phone === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.email === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.first_name !== undefined){
let data2 = data.first_name;
if(typeof data2 === "string"){
if(data2.length > 255){
const err13 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.first_name,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data2.length < 1){
const err14 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.first_name,data:data2};
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
const err15 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.first_name.type,parentSchema:schema11.properties.first_name,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.last_name !== undefined){
let data3 = data.last_name;
if(typeof data3 === "string"){
if(data3.length > 255){
const err16 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.last_name,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data3.length < 1){
const err17 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.last_name,data:data3};
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
const err18 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.last_name.type,parentSchema:schema11.properties.last_name,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.identity_number !== undefined){
let data4 = data.identity_number;
if(typeof data4 === "string"){
if(!pattern0.test(data4)){
const err19 = {instancePath:instancePath+"/identity_number",schemaPath:"#/properties/identity_number/pattern",keyword:"pattern",params:{pattern: "^\\d{11}$"},message:"must match pattern \""+"^\\d{11}$"+"\"",schema:"^\\d{11}$",parentSchema:schema11.properties.identity_number,data:data4};
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
const err20 = {instancePath:instancePath+"/identity_number",schemaPath:"#/properties/identity_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.identity_number.type,parentSchema:schema11.properties.identity_number,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.phone !== undefined){
let data5 = data.phone;
if(typeof data5 === "string"){
if(!pattern1.test(data5)){
const err21 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^\\d{3}-\\d{2}-\\d{3}$"},message:"must match pattern \""+"^\\d{3}-\\d{2}-\\d{3}$"+"\"",schema:"^\\d{3}-\\d{2}-\\d{3}$",parentSchema:schema11.properties.phone,data:data5};
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
const err22 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.phone.type,parentSchema:schema11.properties.phone,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.email !== undefined){
let data6 = data.email;
if(typeof data6 === "string"){
if(data6.length > 255){
const err23 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.email,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(formats0.test(data6))){
const err24 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.email,data:data6};
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
const err25 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.email.type,parentSchema:schema11.properties.email,data:data6};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.administration_position_id !== undefined){
let data7 = data.administration_position_id;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err26 = {instancePath:instancePath+"/administration_position_id",schemaPath:"#/properties/administration_position_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.administration_position_id.type,parentSchema:schema11.properties.administration_position_id,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 2147483647 || isNaN(data7)){
const err27 = {instancePath:instancePath+"/administration_position_id",schemaPath:"#/properties/administration_position_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.administration_position_id,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err28 = {instancePath:instancePath+"/administration_position_id",schemaPath:"#/properties/administration_position_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.administration_position_id,data:data7};
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
if(data.unit_kind !== undefined){
let data8 = data.unit_kind;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err29 = {instancePath:instancePath+"/unit_kind",schemaPath:"#/properties/unit_kind/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.unit_kind.type,parentSchema:schema11.properties.unit_kind,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!((data8 === 1) || (data8 === 2))){
const err30 = {instancePath:instancePath+"/unit_kind",schemaPath:"#/properties/unit_kind/enum",keyword:"enum",params:{allowedValues: schema11.properties.unit_kind.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.unit_kind.enum,parentSchema:schema11.properties.unit_kind,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 2147483647 || isNaN(data8)){
const err31 = {instancePath:instancePath+"/unit_kind",schemaPath:"#/properties/unit_kind/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.unit_kind,data:data8};
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
if(data.administration_item_id !== undefined){
let data9 = data.administration_item_id;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err32 = {instancePath:instancePath+"/administration_item_id",schemaPath:"#/properties/administration_item_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.administration_item_id.type,parentSchema:schema11.properties.administration_item_id,data:data9};
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
const err33 = {instancePath:instancePath+"/administration_item_id",schemaPath:"#/properties/administration_item_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.administration_item_id,data:data9};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err34 = {instancePath:instancePath+"/administration_item_id",schemaPath:"#/properties/administration_item_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.administration_item_id,data:data9};
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
if(data.school_id !== undefined){
let data10 = data.school_id;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err35 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.school_id.type,parentSchema:schema11.properties.school_id,data:data10};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 2147483647 || isNaN(data10)){
const err36 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.school_id,data:data10};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err37 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.school_id,data:data10};
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
if(data.roles !== undefined){
let data11 = data.roles;
if(Array.isArray(data11)){
if(data11.length > 1000){
const err38 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema11.properties.roles,data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
let data12 = data11[i0];
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err39 = {instancePath:instancePath+"/roles/" + i0,schemaPath:"#/properties/roles/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.roles.items.type,parentSchema:schema11.properties.roles.items,data:data12};
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
const err40 = {instancePath:instancePath+"/roles/" + i0,schemaPath:"#/properties/roles/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.roles.items,data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err41 = {instancePath:instancePath+"/roles/" + i0,schemaPath:"#/properties/roles/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.roles.items,data:data12};
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
let i1 = data11.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data11[i1];
if(!((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err42 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema11.properties.roles,data:data11};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err43 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.roles.type,parentSchema:schema11.properties.roles,data:data11};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.schools !== undefined){
let data13 = data.schools;
if(Array.isArray(data13)){
if(data13.length > 1000){
const err44 = {instancePath:instancePath+"/schools",schemaPath:"#/properties/schools/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema11.properties.schools,data:data13};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const len1 = data13.length;
for(let i2=0; i2<len1; i2++){
let data14 = data13[i2];
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err45 = {instancePath:instancePath+"/schools/" + i2,schemaPath:"#/properties/schools/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.schools.items.type,parentSchema:schema11.properties.schools.items,data:data14};
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
const err46 = {instancePath:instancePath+"/schools/" + i2,schemaPath:"#/properties/schools/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.schools.items,data:data14};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err47 = {instancePath:instancePath+"/schools/" + i2,schemaPath:"#/properties/schools/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.schools.items,data:data14};
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
let i3 = data13.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data13[i3];
if(!((typeof item1 == "number") && (!(item1 % 1) && !isNaN(item1)))){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err48 = {instancePath:instancePath+"/schools",schemaPath:"#/properties/schools/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)",schema:true,parentSchema:schema11.properties.schools,data:data13};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err49 = {instancePath:instancePath+"/schools",schemaPath:"#/properties/schools/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.schools.type,parentSchema:schema11.properties.schools,data:data13};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.programs !== undefined){
let data15 = data.programs;
if(Array.isArray(data15)){
if(data15.length > 1000){
const err50 = {instancePath:instancePath+"/programs",schemaPath:"#/properties/programs/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema11.properties.programs,data:data15};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
const len2 = data15.length;
for(let i4=0; i4<len2; i4++){
let data16 = data15[i4];
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err51 = {instancePath:instancePath+"/programs/" + i4,schemaPath:"#/properties/programs/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.programs.items.type,parentSchema:schema11.properties.programs.items,data:data16};
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
const err52 = {instancePath:instancePath+"/programs/" + i4,schemaPath:"#/properties/programs/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.programs.items,data:data16};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data16 < 0 || isNaN(data16)){
const err53 = {instancePath:instancePath+"/programs/" + i4,schemaPath:"#/properties/programs/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.programs.items,data:data16};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
}
let i5 = data15.length;
let j2;
if(i5 > 1){
const indices2 = {};
for(;i5--;){
let item2 = data15[i5];
if(!((typeof item2 == "number") && (!(item2 % 1) && !isNaN(item2)))){
continue;
}
if(typeof indices2[item2] == "number"){
j2 = indices2[item2];
const err54 = {instancePath:instancePath+"/programs",schemaPath:"#/properties/programs/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i5+" are identical)",schema:true,parentSchema:schema11.properties.programs,data:data15};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
break;
}
indices2[item2] = i5;
}
}
}
else {
const err55 = {instancePath:instancePath+"/programs",schemaPath:"#/properties/programs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.programs.type,parentSchema:schema11.properties.programs,data:data15};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.photo !== undefined){
let data17 = data.photo;
if(typeof data17 === "string"){
if(data17.length > 255){
const err56 = {instancePath:instancePath+"/photo",schemaPath:"#/properties/photo/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.photo,data:data17};
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
const err57 = {instancePath:instancePath+"/photo",schemaPath:"#/properties/photo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.photo.type,parentSchema:schema11.properties.photo,data:data17};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.cv !== undefined){
let data18 = data.cv;
if(typeof data18 === "string"){
if(data18.length > 255){
const err58 = {instancePath:instancePath+"/cv",schemaPath:"#/properties/cv/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.cv,data:data18};
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
const err59 = {instancePath:instancePath+"/cv",schemaPath:"#/properties/cv/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.cv.type,parentSchema:schema11.properties.cv,data:data18};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const administrationsFormRequiresAdministrationItemId = validate11;
const schema12 = {"$id":"administrationsFormRequiresAdministrationItemId","properties":{"unit_kind":{"const":1}},"required":["unit_kind"]};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="administrationsFormRequiresAdministrationItemId" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.unit_kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unit_kind"},message:"must have required property '"+"unit_kind"+"'",schema:schema12.required,parentSchema:schema12,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.unit_kind !== undefined){
let data0 = data.unit_kind;
if(1 !== data0){
const err1 = {instancePath:instancePath+"/unit_kind",schemaPath:"#/properties/unit_kind/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema12.properties.unit_kind,data:data0};
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

export const administrationsFormRequiresSchoolId = validate12;
const schema13 = {"$id":"administrationsFormRequiresSchoolId","properties":{"unit_kind":{"const":2}},"required":["unit_kind"]};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="administrationsFormRequiresSchoolId" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.unit_kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "unit_kind"},message:"must have required property '"+"unit_kind"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.unit_kind !== undefined){
let data0 = data.unit_kind;
if(2 !== data0){
const err1 = {instancePath:instancePath+"/unit_kind",schemaPath:"#/properties/unit_kind/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema13.properties.unit_kind,data:data0};
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
