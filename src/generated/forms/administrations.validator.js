// generated — edit screens/administrations.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const administrationsForm = validate12;
const schema13 = {"$id":"administrationsForm","type":"object","required":["first_name","last_name","identity_number","phone","email"],"properties":{"first_name":{"type":"string","maxLength":255,"minLength":1},"last_name":{"type":"string","maxLength":255,"minLength":1},"identity_number":{"type":"string","pattern":"^\\d+$","maxLength":32},"phone":{"type":"string","pattern":"^\\d{3}-\\d{2}-\\d{3}$"},"email":{"type":"string","format":"email","maxLength":255},"administration_position_id":{"type":"integer","minimum":0},"unit_kind":{"type":"integer","enum":[1,2]},"administration_item_id":{"type":"integer","minimum":0},"school_id":{"type":"integer","minimum":0},"roles":{"type":"array","items":{"type":"integer","minimum":0},"uniqueItems":true},"programs":{"type":"array","items":{"type":"integer","minimum":0},"uniqueItems":true},"photo":{"type":"string","maxLength":255},"cv":{"type":"string","maxLength":255}}};
const pattern0 = new RegExp("^\\d+$", "u");
const pattern1 = new RegExp("^\\d{3}-\\d{2}-\\d{3}$", "u");
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="administrationsForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.first_name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_name"},message:"must have required property '"+"first_name"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.last_name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_name"},message:"must have required property '"+"last_name"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.identity_number === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "identity_number"},message:"must have required property '"+"identity_number"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.phone === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.email === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'",schema:schema13.required,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.first_name !== undefined){
let data0 = data.first_name;
if(typeof data0 === "string"){
if(data0.length > 255){
const err5 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema13.properties.first_name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0.length < 1){
const err6 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema13.properties.first_name,data:data0};
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
const err7 = {instancePath:instancePath+"/first_name",schemaPath:"#/properties/first_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.first_name.type,parentSchema:schema13.properties.first_name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.last_name !== undefined){
let data1 = data.last_name;
if(typeof data1 === "string"){
if(data1.length > 255){
const err8 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema13.properties.last_name,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.length < 1){
const err9 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema13.properties.last_name,data:data1};
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
const err10 = {instancePath:instancePath+"/last_name",schemaPath:"#/properties/last_name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.last_name.type,parentSchema:schema13.properties.last_name,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.identity_number !== undefined){
let data2 = data.identity_number;
if(typeof data2 === "string"){
if(data2.length > 32){
const err11 = {instancePath:instancePath+"/identity_number",schemaPath:"#/properties/identity_number/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters",schema:32,parentSchema:schema13.properties.identity_number,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data2)){
const err12 = {instancePath:instancePath+"/identity_number",schemaPath:"#/properties/identity_number/pattern",keyword:"pattern",params:{pattern: "^\\d+$"},message:"must match pattern \""+"^\\d+$"+"\"",schema:"^\\d+$",parentSchema:schema13.properties.identity_number,data:data2};
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
const err13 = {instancePath:instancePath+"/identity_number",schemaPath:"#/properties/identity_number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.identity_number.type,parentSchema:schema13.properties.identity_number,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.phone !== undefined){
let data3 = data.phone;
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
const err14 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^\\d{3}-\\d{2}-\\d{3}$"},message:"must match pattern \""+"^\\d{3}-\\d{2}-\\d{3}$"+"\"",schema:"^\\d{3}-\\d{2}-\\d{3}$",parentSchema:schema13.properties.phone,data:data3};
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
const err15 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.phone.type,parentSchema:schema13.properties.phone,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.email !== undefined){
let data4 = data.email;
if(typeof data4 === "string"){
if(data4.length > 255){
const err16 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema13.properties.email,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(formats0.test(data4))){
const err17 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema13.properties.email,data:data4};
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
const err18 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.email.type,parentSchema:schema13.properties.email,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.administration_position_id !== undefined){
let data5 = data.administration_position_id;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err19 = {instancePath:instancePath+"/administration_position_id",schemaPath:"#/properties/administration_position_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.administration_position_id.type,parentSchema:schema13.properties.administration_position_id,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
const err20 = {instancePath:instancePath+"/administration_position_id",schemaPath:"#/properties/administration_position_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13.properties.administration_position_id,data:data5};
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
if(data.unit_kind !== undefined){
let data6 = data.unit_kind;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
const err21 = {instancePath:instancePath+"/unit_kind",schemaPath:"#/properties/unit_kind/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.unit_kind.type,parentSchema:schema13.properties.unit_kind,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!((data6 === 1) || (data6 === 2))){
const err22 = {instancePath:instancePath+"/unit_kind",schemaPath:"#/properties/unit_kind/enum",keyword:"enum",params:{allowedValues: schema13.properties.unit_kind.enum},message:"must be equal to one of the allowed values",schema:schema13.properties.unit_kind.enum,parentSchema:schema13.properties.unit_kind,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.administration_item_id !== undefined){
let data7 = data.administration_item_id;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err23 = {instancePath:instancePath+"/administration_item_id",schemaPath:"#/properties/administration_item_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.administration_item_id.type,parentSchema:schema13.properties.administration_item_id,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 < 0 || isNaN(data7)){
const err24 = {instancePath:instancePath+"/administration_item_id",schemaPath:"#/properties/administration_item_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13.properties.administration_item_id,data:data7};
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
if(data.school_id !== undefined){
let data8 = data.school_id;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err25 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.school_id.type,parentSchema:schema13.properties.school_id,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 < 0 || isNaN(data8)){
const err26 = {instancePath:instancePath+"/school_id",schemaPath:"#/properties/school_id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13.properties.school_id,data:data8};
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
if(data.roles !== undefined){
let data9 = data.roles;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err27 = {instancePath:instancePath+"/roles/" + i0,schemaPath:"#/properties/roles/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.roles.items.type,parentSchema:schema13.properties.roles.items,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 < 0 || isNaN(data10)){
const err28 = {instancePath:instancePath+"/roles/" + i0,schemaPath:"#/properties/roles/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13.properties.roles.items,data:data10};
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
let i1 = data9.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data9[i1];
if(!((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err29 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema13.properties.roles,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err30 = {instancePath:instancePath+"/roles",schemaPath:"#/properties/roles/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.roles.type,parentSchema:schema13.properties.roles,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.programs !== undefined){
let data11 = data.programs;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i2=0; i2<len1; i2++){
let data12 = data11[i2];
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err31 = {instancePath:instancePath+"/programs/" + i2,schemaPath:"#/properties/programs/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema13.properties.programs.items.type,parentSchema:schema13.properties.programs.items,data:data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data12 == "number"){
if(data12 < 0 || isNaN(data12)){
const err32 = {instancePath:instancePath+"/programs/" + i2,schemaPath:"#/properties/programs/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema13.properties.programs.items,data:data12};
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
let i3 = data11.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data11[i3];
if(!((typeof item1 == "number") && (!(item1 % 1) && !isNaN(item1)))){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err33 = {instancePath:instancePath+"/programs",schemaPath:"#/properties/programs/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)",schema:true,parentSchema:schema13.properties.programs,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err34 = {instancePath:instancePath+"/programs",schemaPath:"#/properties/programs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema13.properties.programs.type,parentSchema:schema13.properties.programs,data:data11};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.photo !== undefined){
let data13 = data.photo;
if(typeof data13 === "string"){
if(data13.length > 255){
const err35 = {instancePath:instancePath+"/photo",schemaPath:"#/properties/photo/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema13.properties.photo,data:data13};
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
const err36 = {instancePath:instancePath+"/photo",schemaPath:"#/properties/photo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.photo.type,parentSchema:schema13.properties.photo,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.cv !== undefined){
let data14 = data.cv;
if(typeof data14 === "string"){
if(data14.length > 255){
const err37 = {instancePath:instancePath+"/cv",schemaPath:"#/properties/cv/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema13.properties.cv,data:data14};
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
const err38 = {instancePath:instancePath+"/cv",schemaPath:"#/properties/cv/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema13.properties.cv.type,parentSchema:schema13.properties.cv,data:data14};
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
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema13.type,parentSchema:schema13,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}
