// generated — edit screens/messages.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const messagesForm = validate10;
const schema11 = {"$id":"messagesForm","type":"object","required":["subject","body"],"properties":{"to_users":{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"uniqueItems":true,"maxItems":1000},"to_groups":{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"uniqueItems":true,"maxItems":1000},"to_programs":{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"uniqueItems":true,"maxItems":1000},"to_roles":{"type":"array","items":{"type":"integer","minimum":0,"maximum":2147483647},"uniqueItems":true,"maxItems":1000},"subject":{"type":"string","maxLength":200,"minLength":1},"body":{"type":"string","maxLength":20000,"minLength":1},"attachment":{"type":"string","maxLength":255},"draft":{"type":"boolean","default":false}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="messagesForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.subject === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "subject"},message:"must have required property '"+"subject"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.body === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "body"},message:"must have required property '"+"body"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.to_users !== undefined){
let data0 = data.to_users;
if(Array.isArray(data0)){
if(data0.length > 1000){
const err2 = {instancePath:instancePath+"/to_users",schemaPath:"#/properties/to_users/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema11.properties.to_users,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err3 = {instancePath:instancePath+"/to_users/" + i0,schemaPath:"#/properties/to_users/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.to_users.items.type,parentSchema:schema11.properties.to_users.items,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 2147483647 || isNaN(data1)){
const err4 = {instancePath:instancePath+"/to_users/" + i0,schemaPath:"#/properties/to_users/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.to_users.items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/to_users/" + i0,schemaPath:"#/properties/to_users/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.to_users.items,data:data1};
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
let i1 = data0.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data0[i1];
if(!((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0)))){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err6 = {instancePath:instancePath+"/to_users",schemaPath:"#/properties/to_users/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema11.properties.to_users,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err7 = {instancePath:instancePath+"/to_users",schemaPath:"#/properties/to_users/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.to_users.type,parentSchema:schema11.properties.to_users,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.to_groups !== undefined){
let data2 = data.to_groups;
if(Array.isArray(data2)){
if(data2.length > 1000){
const err8 = {instancePath:instancePath+"/to_groups",schemaPath:"#/properties/to_groups/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema11.properties.to_groups,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const len1 = data2.length;
for(let i2=0; i2<len1; i2++){
let data3 = data2[i2];
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err9 = {instancePath:instancePath+"/to_groups/" + i2,schemaPath:"#/properties/to_groups/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.to_groups.items.type,parentSchema:schema11.properties.to_groups.items,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 2147483647 || isNaN(data3)){
const err10 = {instancePath:instancePath+"/to_groups/" + i2,schemaPath:"#/properties/to_groups/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.to_groups.items,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/to_groups/" + i2,schemaPath:"#/properties/to_groups/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.to_groups.items,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
let i3 = data2.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data2[i3];
if(!((typeof item1 == "number") && (!(item1 % 1) && !isNaN(item1)))){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err12 = {instancePath:instancePath+"/to_groups",schemaPath:"#/properties/to_groups/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)",schema:true,parentSchema:schema11.properties.to_groups,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err13 = {instancePath:instancePath+"/to_groups",schemaPath:"#/properties/to_groups/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.to_groups.type,parentSchema:schema11.properties.to_groups,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.to_programs !== undefined){
let data4 = data.to_programs;
if(Array.isArray(data4)){
if(data4.length > 1000){
const err14 = {instancePath:instancePath+"/to_programs",schemaPath:"#/properties/to_programs/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema11.properties.to_programs,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len2 = data4.length;
for(let i4=0; i4<len2; i4++){
let data5 = data4[i4];
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err15 = {instancePath:instancePath+"/to_programs/" + i4,schemaPath:"#/properties/to_programs/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.to_programs.items.type,parentSchema:schema11.properties.to_programs.items,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 2147483647 || isNaN(data5)){
const err16 = {instancePath:instancePath+"/to_programs/" + i4,schemaPath:"#/properties/to_programs/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.to_programs.items,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err17 = {instancePath:instancePath+"/to_programs/" + i4,schemaPath:"#/properties/to_programs/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.to_programs.items,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
let i5 = data4.length;
let j2;
if(i5 > 1){
const indices2 = {};
for(;i5--;){
let item2 = data4[i5];
if(!((typeof item2 == "number") && (!(item2 % 1) && !isNaN(item2)))){
continue;
}
if(typeof indices2[item2] == "number"){
j2 = indices2[item2];
const err18 = {instancePath:instancePath+"/to_programs",schemaPath:"#/properties/to_programs/uniqueItems",keyword:"uniqueItems",params:{i: i5, j: j2},message:"must NOT have duplicate items (items ## "+j2+" and "+i5+" are identical)",schema:true,parentSchema:schema11.properties.to_programs,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
break;
}
indices2[item2] = i5;
}
}
}
else {
const err19 = {instancePath:instancePath+"/to_programs",schemaPath:"#/properties/to_programs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.to_programs.type,parentSchema:schema11.properties.to_programs,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.to_roles !== undefined){
let data6 = data.to_roles;
if(Array.isArray(data6)){
if(data6.length > 1000){
const err20 = {instancePath:instancePath+"/to_roles",schemaPath:"#/properties/to_roles/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema11.properties.to_roles,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len3 = data6.length;
for(let i6=0; i6<len3; i6++){
let data7 = data6[i6];
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err21 = {instancePath:instancePath+"/to_roles/" + i6,schemaPath:"#/properties/to_roles/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.to_roles.items.type,parentSchema:schema11.properties.to_roles.items,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 2147483647 || isNaN(data7)){
const err22 = {instancePath:instancePath+"/to_roles/" + i6,schemaPath:"#/properties/to_roles/items/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.to_roles.items,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err23 = {instancePath:instancePath+"/to_roles/" + i6,schemaPath:"#/properties/to_roles/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.to_roles.items,data:data7};
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
let i7 = data6.length;
let j3;
if(i7 > 1){
const indices3 = {};
for(;i7--;){
let item3 = data6[i7];
if(!((typeof item3 == "number") && (!(item3 % 1) && !isNaN(item3)))){
continue;
}
if(typeof indices3[item3] == "number"){
j3 = indices3[item3];
const err24 = {instancePath:instancePath+"/to_roles",schemaPath:"#/properties/to_roles/uniqueItems",keyword:"uniqueItems",params:{i: i7, j: j3},message:"must NOT have duplicate items (items ## "+j3+" and "+i7+" are identical)",schema:true,parentSchema:schema11.properties.to_roles,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
break;
}
indices3[item3] = i7;
}
}
}
else {
const err25 = {instancePath:instancePath+"/to_roles",schemaPath:"#/properties/to_roles/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.to_roles.type,parentSchema:schema11.properties.to_roles,data:data6};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.subject !== undefined){
let data8 = data.subject;
if(typeof data8 === "string"){
if(data8.length > 200){
const err26 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.subject,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data8.length < 1){
const err27 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.subject,data:data8};
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
const err28 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.subject.type,parentSchema:schema11.properties.subject,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.body !== undefined){
let data9 = data.body;
if(typeof data9 === "string"){
if(data9.length > 20000){
const err29 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/maxLength",keyword:"maxLength",params:{limit: 20000},message:"must NOT have more than 20000 characters",schema:20000,parentSchema:schema11.properties.body,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data9.length < 1){
const err30 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.body,data:data9};
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
const err31 = {instancePath:instancePath+"/body",schemaPath:"#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.body.type,parentSchema:schema11.properties.body,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.attachment !== undefined){
let data10 = data.attachment;
if(typeof data10 === "string"){
if(data10.length > 255){
const err32 = {instancePath:instancePath+"/attachment",schemaPath:"#/properties/attachment/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema11.properties.attachment,data:data10};
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
const err33 = {instancePath:instancePath+"/attachment",schemaPath:"#/properties/attachment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.attachment.type,parentSchema:schema11.properties.attachment,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.draft !== undefined){
let data11 = data.draft;
if(typeof data11 !== "boolean"){
const err34 = {instancePath:instancePath+"/draft",schemaPath:"#/properties/draft/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.draft.type,parentSchema:schema11.properties.draft,data:data11};
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
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
