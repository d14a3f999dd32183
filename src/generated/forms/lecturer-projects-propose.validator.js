// generated — edit screens/lecturer-projects.yaml instead. Run `npm run gen` after changing it.
/* eslint-disable */
export const lecturerProjectsProposeForm = validate10;
const schema11 = {"$id":"lecturerProjectsProposeForm","type":"object","required":["title","kind_id","starts_on","ends_on","places","description"],"properties":{"title":{"type":"string","maxLength":300,"minLength":1},"kind_id":{"type":"integer","maximum":2147483647,"enum":[1,2,3]},"starts_on":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"ends_on":{"type":"string","pattern":"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},"places":{"type":"integer","minimum":1,"maximum":500},"description":{"type":"string","maxLength":50000,"minLength":1}}};
const pattern0 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="lecturerProjectsProposeForm" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.kind_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind_id"},message:"must have required property '"+"kind_id"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.starts_on === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "starts_on"},message:"must have required property '"+"starts_on"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.ends_on === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ends_on"},message:"must have required property '"+"ends_on"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.places === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "places"},message:"must have required property '"+"places"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.description === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(data0.length > 300){
const err6 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 300},message:"must NOT have more than 300 characters",schema:300,parentSchema:schema11.properties.title,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0.length < 1){
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.title,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.title.type,parentSchema:schema11.properties.title,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.kind_id !== undefined){
let data1 = data.kind_id;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err9 = {instancePath:instancePath+"/kind_id",schemaPath:"#/properties/kind_id/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.kind_id.type,parentSchema:schema11.properties.kind_id,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((data1 === 1) || (data1 === 2)) || (data1 === 3))){
const err10 = {instancePath:instancePath+"/kind_id",schemaPath:"#/properties/kind_id/enum",keyword:"enum",params:{allowedValues: schema11.properties.kind_id.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.kind_id.enum,parentSchema:schema11.properties.kind_id,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 2147483647 || isNaN(data1)){
const err11 = {instancePath:instancePath+"/kind_id",schemaPath:"#/properties/kind_id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema11.properties.kind_id,data:data1};
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
if(data.starts_on !== undefined){
let data2 = data.starts_on;
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
const err12 = {instancePath:instancePath+"/starts_on",schemaPath:"#/properties/starts_on/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.starts_on,data:data2};
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
const err13 = {instancePath:instancePath+"/starts_on",schemaPath:"#/properties/starts_on/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.starts_on.type,parentSchema:schema11.properties.starts_on,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.ends_on !== undefined){
let data3 = data.ends_on;
if(typeof data3 === "string"){
if(!pattern0.test(data3)){
const err14 = {instancePath:instancePath+"/ends_on",schemaPath:"#/properties/ends_on/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"},message:"must match pattern \""+"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$"+"\"",schema:"^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$",parentSchema:schema11.properties.ends_on,data:data3};
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
const err15 = {instancePath:instancePath+"/ends_on",schemaPath:"#/properties/ends_on/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.ends_on.type,parentSchema:schema11.properties.ends_on,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.places !== undefined){
let data4 = data.places;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err16 = {instancePath:instancePath+"/places",schemaPath:"#/properties/places/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.places.type,parentSchema:schema11.properties.places,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 500 || isNaN(data4)){
const err17 = {instancePath:instancePath+"/places",schemaPath:"#/properties/places/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500",schema:500,parentSchema:schema11.properties.places,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data4 < 1 || isNaN(data4)){
const err18 = {instancePath:instancePath+"/places",schemaPath:"#/properties/places/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema11.properties.places,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data.description !== undefined){
let data5 = data.description;
if(typeof data5 === "string"){
if(data5.length > 50000){
const err19 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 50000},message:"must NOT have more than 50000 characters",schema:50000,parentSchema:schema11.properties.description,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5.length < 1){
const err20 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.description,data:data5};
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
const err21 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.description.type,parentSchema:schema11.properties.description,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
